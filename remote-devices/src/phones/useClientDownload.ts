// The Windows client download link: website config InstallationApp (/config/info), the same
// source as the shell's top bar. A path-only value is a file of the API's storage.
import { configApi } from '@console/shared';
import { useQuery } from '@tanstack/react-query';
import { storageUrl } from '../api/storage';

/** undefined while loading; '' when no client is configured (or the config could not be read). */
export function useClientDownload(): string | undefined {
  const link = useQuery({
    queryKey: ['devices', 'clientDownload'],
    queryFn: async () => {
      const res = await configApi.websiteInfo(['InstallationApp'], { noGlobalError: true });
      return res.data?.InstallationApp ? storageUrl(res.data.InstallationApp) : '';
    },
    retry: false,
  });
  // no link: the button stays disabled
  return link.isError ? '' : link.data;
}

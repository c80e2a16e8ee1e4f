// The Windows client download link: website config InstallationApp (/config/info), the same
// source as the shell's top bar. A path-only value is a file of the API's storage.
import { configApi } from '@console/shared';
import { useEffect, useState } from 'react';
import { storageUrl } from '../api/storage';

/** undefined while loading; '' when no client is configured (or the config could not be read). */
export function useClientDownload(): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let live = true;
    configApi
      .websiteInfo(['InstallationApp'], { noGlobalError: true })
      .then((res) => live && setUrl(res.data?.InstallationApp ? storageUrl(res.data.InstallationApp) : ''))
      .catch(() => live && setUrl('')); // no link: the button stays disabled
    return () => {
      live = false;
    };
  }, []);
  return url;
}

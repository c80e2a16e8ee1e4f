// Website config entries for the top bar (spec §3), read once into the shared cache.
import { configApi } from '@console/shared';
import { useQuery } from '@tanstack/react-query';

export const WEBSITE_KEYS = ['InstallationApp', 'weixingongzhonghao', 'customService1', 'freeAdpt'] as const;
export type WebsiteConfig = Partial<Record<(typeof WEBSITE_KEYS)[number], string>>;

const NONE: WebsiteConfig = {};

export function useWebsiteConfig(): WebsiteConfig {
  const { data } = useQuery({
    queryKey: ['shell', 'websiteConfig'],
    // a failure is shown by the request layer; the top bar simply lacks the links
    queryFn: async () => ((await configApi.websiteInfo([...WEBSITE_KEYS])).data ?? NONE) as WebsiteConfig,
    staleTime: Infinity,
    retry: false,
  });
  return data ?? NONE;
}

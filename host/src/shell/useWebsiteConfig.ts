// Website config entries for the top bar (spec §3), fetched once per shell mount.
import { configApi } from '@console/shared';
import { useEffect, useState } from 'react';

export const WEBSITE_KEYS = ['InstallationApp', 'weixingongzhonghao', 'customService1', 'freeAdpt'] as const;
export type WebsiteConfig = Partial<Record<(typeof WEBSITE_KEYS)[number], string>>;

export function useWebsiteConfig(): WebsiteConfig {
  const [config, setConfig] = useState<WebsiteConfig>({});
  useEffect(() => {
    let live = true;
    configApi
      .websiteInfo([...WEBSITE_KEYS])
      .then((res) => live && setConfig(res.data ?? {}))
      .catch(() => {
        // shown by the request layer; the top bar simply lacks the links
      });
    return () => {
      live = false;
    };
  }, []);
  return config;
}

// Website config entries (spec §3: key/value; keys like InstallationApp, customService1).
import { post } from '../request/http';
import type { RequestFlags } from '../request/flags';

export const configApi = {
  websiteInfo: (keys: string[], flags?: RequestFlags) =>
    post<Record<string, string>>('/config/info', { group: 'website', keys }, flags),
};

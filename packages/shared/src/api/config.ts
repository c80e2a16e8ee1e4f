// Website config entries (spec §3: key/value; keys like InstallationApp, customService1).
import { post } from '../request/http';
import type { ConfigValues } from '@console/contract';
import type { RequestFlags } from '../request/flags';

export const configApi = {
  websiteInfo: (keys: string[], flags?: RequestFlags) =>
    post<ConfigValues>('/config/info', { group: 'website', keys }, flags),
};

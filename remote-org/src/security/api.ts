// Security calls of this area (spec §6): member login control, terminal requests, the terminal
// whitelist. Typed, thin, unwrapped to `data`; the request layer shows refusals (40003 with the
// server's wording) and rejects.
import type {
  LoginControlBody,
  Page,
  SecurityMemberItem,
  SecurityMembersQuery,
  TerminalRequestItem,
  TerminalRequestsQuery,
  TerminalStatus,
  WhitelistAddBody,
  WhitelistItem,
  WhitelistQuery,
} from '@console/contract';
import { get, post } from '@console/shared';

export type { SecurityMemberItem, TerminalRequestItem, TerminalStatus, WhitelistItem };

export const securityKeys = {
  members: ['org', 'security', 'members'] as const,
  requests: ['org', 'security', 'requests'] as const,
  whitelist: ['org', 'security', 'whitelist'] as const,
  /** Every staff member's role by id (the terminal requests do not carry it; the member rule needs it). */
};

export const securityApi = {
  members: async (q: SecurityMembersQuery): Promise<Page<SecurityMemberItem>> =>
    (await get<Page<SecurityMemberItem>>('/security/members', q)).data,
  setLoginControl: async (body: LoginControlBody) =>
    (await post<{ updated: number }>('/security/loginControl', body)).data,
  requests: async (q: TerminalRequestsQuery): Promise<Page<TerminalRequestItem>> =>
    (await get<Page<TerminalRequestItem>>('/terminal/requests', q)).data,
  approve: async (ids: number[]) => (await post<{ updated: number }>('/terminal/approve', { ids })).data,
  reject: async (ids: number[]) => (await post<{ updated: number }>('/terminal/reject', { ids })).data,
  whitelist: async (q: WhitelistQuery): Promise<Page<WhitelistItem>> =>
    (await get<Page<WhitelistItem>>('/terminal/whitelist', q)).data,
  addWhitelist: async (body: WhitelistAddBody) => (await post<WhitelistItem>('/terminal/whitelist/add', body)).data,
  deleteWhitelist: async (ids: number[]) =>
    (await post<{ updated: number }>('/terminal/whitelist/delete', { ids })).data,
};

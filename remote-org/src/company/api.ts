// Calls of enterprise configuration's log and binding settings (shapes: @console/contract).
// Reads reject with a RequestError carrying the server code, without the global toast, so the
// screen can show its own 403 panel for 40003; 20103 stays the request layer's (session reset).
import type { CompanyBindings, EnterpriseLogItem, EnterpriseLogListQuery, MemberItem, Page } from '@console/contract';
import { get, post, RequestError, SUCCESS_CODES } from '@console/shared';

export type LogRow = EnterpriseLogItem;
export type LogQuery = EnterpriseLogListQuery;
export type Bindings = CompanyBindings;

/** The server's "not for this role" code. */
export const FORBIDDEN_CODE = 40003;
export const LOG_EXPORT_PATH = '/enterpriseLog/list/export';

export const isForbidden = (err: unknown) => (err as { code?: unknown } | null)?.code === FORBIDDEN_CODE;

/** Cache keys of these screens. */
export const companyKeys = {
  log: ['org', 'enterpriseLog'] as const,
  logMembers: ['org', 'enterpriseLog', 'members'] as const,
  bindings: ['org', 'bindings'] as const,
};

async function read<T>(path: string, query?: object): Promise<T> {
  const res = await get<T>(path, query, { noGlobalError: true });
  if (!SUCCESS_CODES.includes(res.code))
    throw new RequestError(res.message || String(res.code), { code: res.code, response: res });
  return res.data;
}

/** Enough members for the member filter of any enterprise in one call. */
export const MEMBER_OPTIONS_LIMIT = 1000;

export const enterpriseLog = {
  list: (q: LogQuery) => read<Page<LogRow>>('/enterpriseLog/list', q),
  /** The members the filter offers (GET /member/list: the same viewers as the log). */
  members: async () => (await read<Page<MemberItem>>('/member/list', { page: 1, limit: MEMBER_OPTIONS_LIMIT })).list,
};

export const bindings = {
  get: () => read<Bindings>('/company/bindings'),
  /** Rejects with the server's sentence (e.g. 当前账号未绑定微信). */
  unbindWechat: async () => {
    const res = await post<null>('/company/unbindWechat', {}, { noGlobalError: true });
    if (!SUCCESS_CODES.includes(res.code))
      throw new RequestError(res.message || String(res.code), { code: res.code, response: res });
  },
};

// Member and department calls of this area: typed, thin, unwrapped to `data` (shapes: the API
// contract, @console/contract). Admins and staff managers only: an ordinary employee gets 40003
// (the request layer shows the server message and rejects with a RequestError whose code is 40003).
import type { DepartmentItem, DepartmentListQuery, MemberItem, MemberListQuery, Page } from '@console/contract';
import { get } from '@console/shared';

export type MemberRole = Member['role'];
export type MemberStatus = Member['status'];
/** One row of GET /member/list. */
export type Member = MemberItem;
/** One row of GET /department/list. */
export type Department = DepartmentItem;
export type { DepartmentListQuery, MemberListQuery, Page };

export const members = {
  /** GET /member/list — oldest first (by id). */
  list: async (query: MemberListQuery): Promise<Page<Member>> => (await get<Page<Member>>('/member/list', query)).data,
};

export const departments = {
  /** GET /department/list — by id. */
  list: async (query: DepartmentListQuery): Promise<Page<Department>> =>
    (await get<Page<Department>>('/department/list', query)).data,
};

/** The server's "not allowed" code (docs/api-contract.md): employees asking for members or departments. */
export const FORBIDDEN_CODE = 40003;

/** Whether a rejection of get() is the server refusing the caller's role. */
export function isForbidden(err: unknown): boolean {
  return (err as { code?: unknown } | null | undefined)?.code === FORBIDDEN_CODE;
}

/** Server-side CSV of every row matching the filters (ListPage downloads it with the P-Token). */
export const MEMBER_EXPORT_PATH = '/member/list/export';

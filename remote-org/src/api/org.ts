// Calls of the org area (members, departments, sub-users, authorization management): typed, thin,
// unwrapped to `data` (shapes: the API contract, @console/contract). Admins and staff managers
// only: an ordinary employee gets 40003.
//
// Reads go through the request layer as usual (it shows a failure and rejects with a RequestError).
// Changes are sent with noGlobalError: a refusal rejects with an ActionError carrying the server's
// sentence, and the screen shows it after its own failure title (spec §8: 添加成员失败：…).
import type {
  AuthorizationSet,
  AuthorizationSetBody,
  ChildUserItem,
  ChildUserQuery,
  DepartmentAddBody,
  DepartmentItem,
  DepartmentListQuery,
  DepartmentUpdateBody,
  MemberAddBody,
  MemberCounters,
  MemberItem,
  MemberListQuery,
  MemberTransferred,
  MemberUpdateBody,
  Page,
  ResourceItem,
  ResourceKind,
  ResourceQuery,
} from '@console/contract';
import { get, LOGIN_INVALID_CODE, post, RequestError, SUCCESS_CODES } from '@console/shared';

export type MemberRole = Member['role'];
export type MemberStatus = Member['status'];
/** One row of GET /member/list. */
export type Member = MemberItem;
/** One row of GET /department/list. */
export type Department = DepartmentItem;
/** One row of GET /childUser/all. */
export type ChildUser = ChildUserItem;
/** One row of GET /authorization/resources. */
export type Resource = ResourceItem;
export type {
  AuthorizationSetBody,
  ChildUserQuery,
  DepartmentAddBody,
  DepartmentListQuery,
  DepartmentUpdateBody,
  MemberAddBody,
  MemberCounters,
  MemberListQuery,
  MemberTransferred,
  MemberUpdateBody,
  Page,
  ResourceKind,
  ResourceQuery,
};

/** Cache keys of the org area (each list is invalidated by the changes that touch it). */
export const orgKeys = {
  departments: ['org', 'departments'] as const,
  members: ['org', 'members'] as const,
  memberCnt: ['org', 'memberCnt'] as const,
  childUsers: ['org', 'childUsers'] as const,
  resources: ['org', 'resources'] as const,
};

/** A change the server refused (or that never reached it): `message` is the reason to show. */
export class ActionError extends Error {
  readonly code?: number;
  constructor(message: string, code?: number) {
    super(message);
    this.name = 'ActionError';
    this.code = code;
  }
}

/** POST a change; resolves with `data`, rejects with an ActionError (20103 stays the request layer's). */
async function change<T>(path: string, body: object): Promise<T> {
  let res;
  try {
    res = await post<T>(path, body, { noGlobalError: true });
  } catch (err) {
    if (err instanceof RequestError && err.code === LOGIN_INVALID_CODE) throw err;
    throw new ActionError((err as Error).message, (err as RequestError).code);
  }
  if (!SUCCESS_CODES.includes(res.code)) throw new ActionError(res.message, res.code);
  return res.data;
}

interface Changed {
  changed: number;
}

export const members = {
  /** GET /member/list — oldest first (by id). */
  list: async (query: MemberListQuery): Promise<Page<Member>> => (await get<Page<Member>>('/member/list', query)).data,
  /** GET /user/memberCnt — every member, and those awaiting a department. */
  cnt: async (): Promise<MemberCounters> => (await get<MemberCounters>('/user/memberCnt')).data,
  add: (body: MemberAddBody) => change<{ id: number }>('/member/add', body),
  update: (body: MemberUpdateBody) => change<null>('/member/update', body),
  disable: (ids: number[]) => change<Changed>('/member/disable', { ids }),
  restore: (ids: number[]) => change<Changed>('/member/restore', { ids }),
  remove: (ids: number[]) => change<Changed>('/member/delete', { ids }),
  clearDisabled: () => change<Changed>('/member/clearDisabled', {}),
  setRole: (ids: number[], memberRole: MemberRole) =>
    change<Changed>('/member/setRole', { ids, member_role: memberRole }),
  move: (ids: number[], departmentId: number) => change<Changed>('/member/move', { ids, department_id: departmentId }),
  transfer: (fromUserId: number, toUserId: number) =>
    change<MemberTransferred>('/member/transfer', { from_user_id: fromUserId, to_user_id: toUserId }),
};

export const departments = {
  /** GET /department/list — by id. */
  list: async (query: DepartmentListQuery): Promise<Page<Department>> =>
    (await get<Page<Department>>('/department/list', query)).data,
  add: (body: DepartmentAddBody) => change<{ id: number }>('/department/add', body),
  update: (body: DepartmentUpdateBody) => change<null>('/department/update', body),
  remove: (id: number) => change<null>('/department/delete', { id }),
};

export const childUsers = {
  /** GET /childUser/all — staff members with what they hold, by id. */
  list: async (query: ChildUserQuery): Promise<Page<ChildUser>> =>
    (await get<Page<ChildUser>>('/childUser/all', query)).data,
  cnt: async (): Promise<MemberCounters> => (await get<MemberCounters>('/childUser/cnt')).data,
};

export const authorization = {
  resources: async (query: ResourceQuery): Promise<Page<Resource>> =>
    (await get<Page<Resource>>('/authorization/resources', query)).data,
  set: (body: AuthorizationSetBody) => change<AuthorizationSet>('/authorization/set', body),
};

/** The server's "not allowed" code (docs/api-contract.md): employees asking for members or departments. */
export const FORBIDDEN_CODE = 40003;

/** Whether a rejection of get() is the server refusing the caller's role. */
export function isForbidden(err: unknown): boolean {
  return (err as { code?: unknown } | null | undefined)?.code === FORBIDDEN_CODE;
}

/** Server-side CSV of every row matching the filters (ListPage downloads it with the P-Token). */
export const MEMBER_EXPORT_PATH = '/member/list/export';
export const DEPARTMENT_EXPORT_PATH = '/department/list/export';

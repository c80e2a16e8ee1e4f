// Member and department calls of this area: typed, thin, unwrapped to `data` (paths:
// docs/api-contract.md, fields: packages/server/README.md § List endpoints). Admins and staff
// managers only: an ordinary employee gets 40003 (the request layer shows the server message and
// rejects with a RequestError whose code is 40003). Row types live here, not in @console/shared.
import { get } from '@console/shared';

export type MemberRole = 'manager' | 'employee';
export type MemberStatus = 'active' | 'disabled';

/** One row of GET /member/list. */
export interface Member {
  id: number;
  username: string;
  name: string;
  phone: string;
  role: MemberRole;
  /** 1 for the enterprise admin (boss) account */
  is_admin: 0 | 1;
  /** null while awaiting a department */
  department_id: number | null;
  /** '' while awaiting a department */
  department_name: string;
  status: MemberStatus;
  can_set_login_time: 0 | 1;
  can_renew_device: 0 | 1;
  created_at: string;
}

export interface MemberListQuery {
  page: number;
  limit: number;
  /** username, name or phone contains */
  keyword?: string;
  /** 0 = members awaiting a department */
  department_id?: number;
  status?: MemberStatus;
}

/** One row of GET /department/list. */
export interface Department {
  id: number;
  name: string;
  member_count: number;
  manager_user_id: number | null;
  manager_name: string;
  created_at: string;
}

export interface DepartmentListQuery {
  page: number;
  limit: number;
  /** department name contains */
  keyword?: string;
}

export interface Page<Row> {
  total: number;
  list: Row[];
}

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

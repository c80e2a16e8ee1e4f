// Members and departments (admins and staff managers).
import { Type, type Static } from 'typebox';
import { Literals, NullableInt, PageOf, PagingQuery } from './paging';

export const MEMBER_STATUSES = ['active', 'disabled'] as const;

export const MemberItem = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  role: Literals(['manager', 'employee']),
  is_admin: Literals([0, 1], { description: '1 for the enterprise admin (boss) account' }),
  department_id: NullableInt,
  department_name: Type.String({ description: 'empty when awaiting a department' }),
  status: Literals(MEMBER_STATUSES),
  can_set_login_time: Literals([0, 1]),
  can_renew_device: Literals([0, 1]),
  created_at: Type.String(),
});
export type MemberItem = Static<typeof MemberItem>;
export const DepartmentItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  member_count: Type.Integer(),
  manager_user_id: NullableInt,
  manager_name: Type.String(),
  created_at: Type.String(),
});
export type DepartmentItem = Static<typeof DepartmentItem>;
export const MemberFilters = {
  keyword: Type.Optional(Type.String({ maxLength: 50, description: 'username, name or phone contains' })),
  department_id: Type.Optional(Type.Integer({ minimum: 0, description: '0 = members awaiting a department' })),
  status: Type.Optional(Literals(MEMBER_STATUSES)),
};
export const DepartmentFilters = {
  keyword: Type.Optional(Type.String({ maxLength: 50, description: 'department name contains' })),
};
export const MemberListQuery = Type.Object({ ...PagingQuery, ...MemberFilters });
export type MemberListQuery = Static<typeof MemberListQuery>;
export const MemberExportQuery = Type.Object(MemberFilters);
export const MemberList = PageOf(MemberItem);
export const DepartmentListQuery = Type.Object({ ...PagingQuery, ...DepartmentFilters });
export type DepartmentListQuery = Static<typeof DepartmentListQuery>;
export const DepartmentExportQuery = Type.Object(DepartmentFilters);
export const DepartmentList = PageOf(DepartmentItem);

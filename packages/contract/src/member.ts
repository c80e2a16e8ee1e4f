// Members and departments (admins and staff managers): lists, the member dialog, disable /
// restore / delete, roles, moves, hand-over, departments.
import { Type, type Static } from 'typebox';
import { KEYWORD_MAX_LENGTH } from './limits';
import { messages } from './messages';
import { MAX_MEMBER_IDS, ORG_MESSAGES } from './orgMessages';
import { Id, Literals, NullableInt, PageOf, PagingQuery } from './paging';

export { MAX_MEMBER_IDS, ORG_MESSAGES };

export const MEMBER_STATUSES = ['active', 'disabled'] as const;
export const MEMBER_ROLES = ['manager', 'employee'] as const;
/** Spec §6: 1 every terminal permanently authorized, 2 the first permanently then approval, 3 every new terminal needs approval. */
export const MEMBER_AUTH_METHODS = [1, 2, 3] as const;
const M = ORG_MESSAGES;

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
  auth_method: Literals(MEMBER_AUTH_METHODS),
  login_time_start: Type.Union([Type.String(), Type.Null()], { description: "'HH:MM' Asia/Shanghai; null = any time" }),
  login_time_end: Type.Union([Type.String(), Type.Null()]),
  last_login_at: Type.Union([Type.String(), Type.Null()]),
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
  keyword: Type.Optional(
    Type.String({ maxLength: KEYWORD_MAX_LENGTH, description: 'username, name or phone contains' }),
  ),
  department_id: Type.Optional(Type.Integer({ minimum: 0, description: '0 = members awaiting a department' })),
  status: Type.Optional(Literals(MEMBER_STATUSES)),
  role: Type.Optional(Literals(MEMBER_ROLES, { description: 'staff members of this role (the boss is neither)' })),
};
export const DepartmentFilters = {
  keyword: Type.Optional(Type.String({ maxLength: KEYWORD_MAX_LENGTH, description: 'department name contains' })),
};
export const MemberListQuery = Type.Object({ ...PagingQuery, ...MemberFilters });
export type MemberListQuery = Static<typeof MemberListQuery>;
export const MemberExportQuery = Type.Object(MemberFilters);
export const MemberList = PageOf(MemberItem);
export const DepartmentListQuery = Type.Object({ ...PagingQuery, ...DepartmentFilters });
export type DepartmentListQuery = Static<typeof DepartmentListQuery>;
export const DepartmentExportQuery = Type.Object(DepartmentFilters);
export const DepartmentList = PageOf(DepartmentItem);

// ---- changes -------------------------------------------------------------------------------

const Username = Type.String({
  pattern: '^[\\u4e00-\\u9fa5A-Za-z0-9]{6,24}$',
  ...messages({ required: M.usernameRequired, invalid: M.username }),
});
const Name = Type.String({ minLength: 1, maxLength: 50, ...messages({ required: M.nameRequired, invalid: M.name }) });
const Mobile = Type.String({ pattern: '^1[3-9]\\d{9}$', ...messages(M.phone) });
const MemberRole = Literals(MEMBER_ROLES, {
  description: MEMBER_ROLES.join(' | '),
  ...messages({ required: M.roleRequired, invalid: M.role }),
});
const AuthMethod = Literals(MEMBER_AUTH_METHODS, {
  description: '1 all terminals authorized, 2 first terminal then approval, 3 every new terminal needs approval',
  ...messages({ required: M.authMethodRequired, invalid: M.authMethod }),
});
const HHMM = Type.Union([Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }), Type.Null()], {
  description: "'HH:MM' (Asia/Shanghai); both null = any time; end before start spans midnight",
  ...messages({ required: M.loginTimeRequired, invalid: M.loginTime }),
});
const ZeroOne = Literals([0, 1]);
const DepartmentRef = Type.Integer({
  minimum: 1,
  ...messages({ required: M.departmentRequired, invalid: M.departmentRequired }),
});
const MemberFields = {
  username: Username,
  name: Name,
  phone: Mobile,
  member_role: MemberRole,
  department_id: DepartmentRef,
  auth_method: AuthMethod,
  login_time_start: HHMM,
  login_time_end: HHMM,
  can_set_login_time: Type.Optional(ZeroOne),
  can_renew_device: Type.Optional(ZeroOne),
};

/** POST /member/add: a staff member (level 3) of the caller's enterprise. */
export const MemberAddBody = Type.Object({
  ...MemberFields,
  password: Type.String({
    minLength: 6,
    maxLength: 30,
    ...messages({ required: M.passwordRequired, invalid: M.password }),
  }),
  password_confirm: Type.String({
    maxLength: 30,
    ...messages({ required: M.passwordMismatch, invalid: M.passwordMismatch }),
  }),
});
export type MemberAddBody = Static<typeof MemberAddBody>;
/** POST /member/update: password empty or absent keeps the old one. */
export const MemberUpdateBody = Type.Object({
  id: Id,
  ...MemberFields,
  password: Type.Optional(Type.String({ maxLength: 30, ...messages(M.password) })),
  password_confirm: Type.Optional(Type.String({ maxLength: 30, ...messages(M.passwordMismatch) })),
});
export type MemberUpdateBody = Static<typeof MemberUpdateBody>;
const MemberIds = Type.Array(Type.Integer({ minimum: 1 }), {
  minItems: 1,
  maxItems: MAX_MEMBER_IDS,
  description: `member ids, 1..${MAX_MEMBER_IDS}`,
  ...messages({ invalid: M.membersRequired, items: M.memberNotFound, maxItems: M.membersTooMany }),
});
/** POST /member/disable, /member/restore, /member/delete */
export const MemberIdsBody = Type.Object({ ids: MemberIds });
export type MemberIdsBody = Static<typeof MemberIdsBody>;
export const MemberSetRoleBody = Type.Object({ ids: MemberIds, member_role: MemberRole });
export type MemberSetRoleBody = Static<typeof MemberSetRoleBody>;
export const MemberMoveBody = Type.Object({ ids: MemberIds, department_id: DepartmentRef });
export type MemberMoveBody = Static<typeof MemberMoveBody>;
/** POST /member/transfer: every phone, sub-account and store of from_user_id goes to to_user_id. */
export const MemberTransferBody = Type.Object({
  from_user_id: Type.Integer({ minimum: 1, ...messages(M.memberNotFound) }),
  to_user_id: Type.Integer({ minimum: 1, ...messages({ required: M.transferTarget, invalid: M.transferTarget }) }),
});
export type MemberTransferBody = Static<typeof MemberTransferBody>;
export const MemberChanged = Type.Object({ changed: Type.Integer({ description: 'members changed' }) });
export type MemberChanged = Static<typeof MemberChanged>;
export const MemberCreated = Type.Object({ id: Type.Integer() });
export const MemberTransferred = Type.Object({
  phones: Type.Integer(),
  accounts: Type.Integer(),
  stores: Type.Integer(),
});
export type MemberTransferred = Static<typeof MemberTransferred>;

const DepartmentName = Type.String({
  minLength: 1,
  maxLength: 50,
  ...messages({ required: M.departmentNameRequired, invalid: M.departmentName }),
});
const ManagerRef = Type.Optional(
  Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: 'a member of the enterprise; null = none',
    ...messages(M.managerNotFound),
  }),
);
export const DepartmentAddBody = Type.Object({ name: DepartmentName, manager_user_id: ManagerRef });
export type DepartmentAddBody = Static<typeof DepartmentAddBody>;
export const DepartmentUpdateBody = Type.Object({ id: Id, name: DepartmentName, manager_user_id: ManagerRef });
export type DepartmentUpdateBody = Static<typeof DepartmentUpdateBody>;
export const DepartmentDeleteBody = Type.Object({ id: Id });
export type DepartmentDeleteBody = Static<typeof DepartmentDeleteBody>;

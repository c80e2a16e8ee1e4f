// Sub-users (GET /childUser/all, /childUser/cnt) and authorization management
// (GET /authorization/resources, POST /authorization/set): admins and staff managers.
import { Type, type Static } from 'typebox';
import { KEYWORD_MAX_LENGTH } from './limits';
import { MEMBER_ROLES, MEMBER_STATUSES, ORG_MESSAGES } from './member';
import { messages } from './messages';
import { Id, Literals, NullableInt, PagingQuery } from './paging';

export const CHILD_USER_STATUSES = MEMBER_STATUSES;
export const ChildUserQuery = Type.Object({
  ...PagingQuery,
  keyword: Type.Optional(
    Type.String({ maxLength: KEYWORD_MAX_LENGTH, description: 'username, name or phone contains' }),
  ),
  department_id: Type.Optional(Type.Integer({ minimum: 0, description: '0 = members awaiting a department' })),
});
export type ChildUserQuery = Static<typeof ChildUserQuery>;
/** A staff member (level 3) with the resources handed to them. */
export const ChildUserItem = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  role: Literals(MEMBER_ROLES),
  department_id: NullableInt,
  department_name: Type.String(),
  status: Literals(MEMBER_STATUSES),
  phone_count: Type.Integer(),
  account_count: Type.Integer(),
  store_count: Type.Integer(),
  last_login_at: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
export type ChildUserItem = Static<typeof ChildUserItem>;

export const RESOURCE_KINDS = ['phone', 'account', 'store'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
export const MAX_RESOURCE_IDS = 5000;
const Kind = Literals(RESOURCE_KINDS, {
  description: 'phone | account (sub-account) | store',
  ...messages(ORG_MESSAGES.kind),
});
const UserRef = Type.Integer({ minimum: 1, ...messages(ORG_MESSAGES.memberNotFound) });

export const ResourceQuery = Type.Object({
  ...PagingQuery,
  user_id: UserRef,
  kind: Kind,
  keyword: Type.Optional(Type.String({ maxLength: KEYWORD_MAX_LENGTH, description: 'name contains' })),
  assigned: Type.Optional(Literals([0, 1], { description: "1 = only the member's, 0 = only the others" })),
});
export type ResourceQuery = Static<typeof ResourceQuery>;
export const ResourceItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  assigned: Type.Boolean({ description: 'held by (phones, sub-accounts) or opened by (stores) the member' }),
  holder_name: Type.String({ description: 'who holds it now (stores: every authorized member), empty = nobody' }),
});
export type ResourceItem = Static<typeof ResourceItem>;
/** The member's whole set of this kind: listed ids are handed to them, the others they held are taken back. */
export const AuthorizationSetBody = Type.Object({
  user_id: UserRef,
  kind: Kind,
  ids: Type.Array(Id, {
    maxItems: MAX_RESOURCE_IDS,
    description: `the member's resources of this kind, 0..${MAX_RESOURCE_IDS}`,
    ...messages({ invalid: ORG_MESSAGES.resourceNotFound, items: ORG_MESSAGES.resourceNotFound }),
  }),
});
export type AuthorizationSetBody = Static<typeof AuthorizationSetBody>;
export const AuthorizationSet = Type.Object({ added: Type.Integer(), removed: Type.Integer(), total: Type.Integer() });
export type AuthorizationSet = Static<typeof AuthorizationSet>;

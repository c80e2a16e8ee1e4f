// Sub-accounts (分身) list.
import { Type, type Static } from 'typebox';
import { FilterStatus, NullableInt, PageOf, PagingQuery } from './paging';

export const AccountItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone_id: Type.Union([Type.Integer(), Type.Null()], {
    description: 'first bound cloud phone (lowest id), null when unbound',
  }),
  phone_name: Type.String(),
  phone_count: Type.Integer({ description: 'cloud phones bound to this sub-account' }),
  network_card_id: NullableInt,
  network_card: Type.String({ description: 'bound network card name, empty when none' }),
  status: Type.String(),
  expiration_time: Type.String({ description: 'ISO 8601' }),
  remain_day: Type.Integer(),
  remain_hour: Type.Integer(),
  is_expired: Type.Integer(),
  remark: Type.String(),
  created_at: Type.String(),
});
export type AccountItem = Static<typeof AccountItem>;
export const AccountFilters = {
  filterStatus: FilterStatus([0, 1, 2], '0 all, 1 will expire (≤3 days), 2 expired'),
  keyword: Type.Optional(Type.String({ maxLength: 50, description: 'name or remark contains' })),
};
export const AccountListQuery = Type.Object({ ...PagingQuery, ...AccountFilters });
export type AccountListQuery = Static<typeof AccountListQuery>;
export const AccountExportQuery = Type.Object(AccountFilters);
export const AccountList = PageOf(AccountItem);

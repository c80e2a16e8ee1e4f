// Stores list.
import { Type, type Static } from 'typebox';
import { PageOf, PagingQuery } from './paging';

export const StoreItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  platform: Type.String(),
  site: Type.String(),
  account: Type.String(),
  address: Type.String({ description: 'store back-office address' }),
  principal_name: Type.String(),
  remark: Type.String(),
  last_login_user: Type.String({ description: 'name of the member who last logged in, empty when never' }),
  last_login_at: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
export type StoreItem = Static<typeof StoreItem>;
export const StoreFilters = {
  keyword: Type.Optional(Type.String({ maxLength: 50, description: 'name, account, principal or remark contains' })),
  platform: Type.Optional(Type.String({ maxLength: 50, description: 'exact platform, e.g. 抖音' })),
};
export const StoreListQuery = Type.Object({ ...PagingQuery, ...StoreFilters });
export type StoreListQuery = Static<typeof StoreListQuery>;
export const StoreExportQuery = Type.Object(StoreFilters);
export const StoreList = PageOf(StoreItem);

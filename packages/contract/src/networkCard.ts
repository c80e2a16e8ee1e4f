// Network cards list.
import { Type, type Static } from 'typebox';
import { FilterStatus, Literals, PageOf, PagingQuery } from './paging';

export const NetworkCardItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  ip: Type.String({ description: 'empty until an IP is assigned' }),
  region: Type.String({ description: '中国大陆 | 中国香港' }),
  phone_id: Type.Union([Type.Integer(), Type.Null()], { description: 'first bound cloud phone (lowest id)' }),
  phone_name: Type.String(),
  phone_count: Type.Integer(),
  status: Literals(['normal', 'will_expire', 'expired']),
  expiration_time: Type.String({ description: 'ISO 8601' }),
  remain_day: Type.Integer(),
  remain_hour: Type.Integer(),
  is_expired: Type.Integer(),
  created_at: Type.String(),
});
export type NetworkCardItem = Static<typeof NetworkCardItem>;
export const NetworkCardFilters = {
  filterStatus: FilterStatus(
    [0, 1, 2, 3],
    'route type values of spec §2: 0 all, 2 unexpired, 3 will expire (≤3 days), 1 expired',
  ),
  keyword: Type.Optional(Type.String({ maxLength: 50, description: 'name, IP or region contains' })),
};
export const NetworkCardListQuery = Type.Object({ ...PagingQuery, ...NetworkCardFilters });
export type NetworkCardListQuery = Static<typeof NetworkCardListQuery>;
export const NetworkCardExportQuery = Type.Object(NetworkCardFilters);
export const NetworkCardList = PageOf(NetworkCardItem);

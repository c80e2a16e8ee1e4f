// The notification centre: what the scheduled rules did for the enterprise (auto-renewals charged
// or failed, cloud numbers unsubscribed, phones / sub-accounts / network cards / IP devices cancelled, allocations late or refunded). The
// boss and managers read them (access.ts); each user has their own read mark.
import { Type, type Static } from 'typebox';
import { Literals, PagingQuery } from './paging';

export const NOTICE_KINDS = [
  'cloud_number_charged',
  'cloud_number_charge_failed',
  'cloud_number_unsubscribed',
  'phone_renew_failed',
  'phone_cancelled',
  'allocation_late',
  'allocation_refunded',
  'balance_short',
  'network_renew_failed',
  'account_cancelled',
  'network_card_cancelled',
  'ip_device_cancelled',
  'account_renew_failed',
  'login_attempts',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const NOTICE_RESOURCES = [
  'phone',
  'cloud_number',
  'order',
  'enterprise',
  'network_card',
  'ip_device',
  'sub_account',
  'member',
] as const;

export const NoticeItem = Type.Object({
  id: Type.Integer(),
  kind: Type.String({ description: NOTICE_KINDS.join(' | ') }),
  /** written by the server in the request's language (Accept-Language) */
  text: Type.String(),
  resource_type: Type.String({ description: NOTICE_RESOURCES.join(' | ') }),
  resource_id: Type.Integer(),
  created_at: Type.String({ description: 'ISO time' }),
  unread: Type.Boolean(),
});
export type NoticeItem = Static<typeof NoticeItem>;

export const NoticeListQuery = Type.Object({
  ...PagingQuery,
  resource_type: Type.Optional(Literals(NOTICE_RESOURCES)),
  resource_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type NoticeListQuery = Static<typeof NoticeListQuery>;

export const NoticeList = Type.Object({
  total: Type.Integer(),
  unread: Type.Integer(),
  list: Type.Array(NoticeItem),
});
export type NoticeList = Static<typeof NoticeList>;

export const NoticeUnread = Type.Object({ unread: Type.Integer() });
export type NoticeUnread = Static<typeof NoticeUnread>;

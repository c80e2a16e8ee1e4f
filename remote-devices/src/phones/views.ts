// The five views of the one device list screen (spec §2, §4 "Device filter types").
// The route decides the filterStatus; the counters of GET /phone/cnt belong to the first three.
// Pure module: no React, so the mapping is unit tested alone.
import type { PhoneCnt, PhoneFilterStatus } from '@console/shared';

export interface PhoneView {
  path: string;
  filterStatus: PhoneFilterStatus;
  /** i18n key in the 'devices' namespace. */
  labelKey: string;
  /** Field of GET /phone/cnt that counts this view, if any. */
  countKey?: keyof PhoneCnt;
}

export const PHONE_VIEWS: readonly PhoneView[] = [
  { path: '/phone/all', filterStatus: 0, labelKey: 'views.all', countKey: 'allCnt' },
  { path: '/phone/willExpiredCnt', filterStatus: 1, labelKey: 'views.willExpire', countKey: 'willExpiredCnt' },
  { path: '/phone/expiredCnt', filterStatus: 2, labelKey: 'views.expired', countKey: 'expiredCnt' },
  { path: '/phone/unbindaccount', filterStatus: 4, labelKey: 'views.unbindAccount' },
  { path: '/phone/unbindnetcard', filterStatus: 6, labelKey: 'views.unbindNetCard' },
];

/** Query of /phone/renew: selectPhoneIds is the comma-separated id list (spec §2). */
export function renewPath(ids: readonly (number | string)[]): string {
  return `/phone/renew?selectPhoneIds=${ids.join(',')}`;
}

/** Group control with the list's selection chosen (same id list form as renewal). */
export function groupControlPath(ids: readonly (number | string)[]): string {
  return ids.length ? `/phone/groupControl?selectPhoneIds=${ids.join(',')}` : '/phone/groupControl';
}

/** The detail screen of one phone (spec §2 /phoneItem?id=). */
export function detailPath(id: number | string): string {
  return `/phoneItem?id=${id}`;
}

// The "My devices" views (spec §2) and their paths under the area's /device prefix. Each is a
// server-side filter (GET /ipDevice/list?view=) with its count (GET /ipDevice/cnt).
// Pure module (unit tested).
import type { DeviceView } from '../api/ipDevices';

export interface DeviceViewDef {
  view: DeviceView;
  path: string;
  /** i18n key in the 'network' namespace. */
  labelKey: string;
}

const SLUG: Record<DeviceView, string> = {
  all: 'all',
  unexpired: 'unexpired',
  purchasing: 'purchasing',
  paid: 'paid',
  will_expire: 'willExpire',
  awaiting_payment: 'awaitingPayment',
  awaiting_allocation: 'awaitingAllocation',
  normal: 'normal',
  abnormal: 'abnormal',
  expired: 'expired',
  unbound: 'unbound',
  auto_renew_off: 'autoRenewOff',
  recycle: 'recycle',
};

export const DEVICE_VIEWS: readonly DeviceViewDef[] = (Object.keys(SLUG) as DeviceView[]).map((view) => ({
  view,
  path: `/device/${SLUG[view]}`,
  labelKey: `devices.views.${SLUG[view]}`,
}));

export const DEVICE_HOME = '/device/all';
export const DEVICE_BUY_PATH = '/agentIp/aggregateBuy3';
export const DEVICE_RENEW_PATH = '/device/renew';
export const renewPath = (ids: number[]) => `${DEVICE_RENEW_PATH}?ids=${ids.join(',')}`;

/** Renewable: every device in use — platform ones once allocated, own and local ones always (spec §2
 *  'Platform, own and local device renewal'); the server refuses the rest with the same rule. */
export const isRenewable = (d: { stage: string }) => d.stage === 'active';
export const allRenewable = (rows: { stage: string }[]) => rows.length > 0 && rows.every(isRenewable);

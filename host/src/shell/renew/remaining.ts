// Renewal reminder rules (spec §4 "Cloud phone expiry display", §9 interval). Pure, `now` injected.
export const RENEW_NOTICE_KEY = 'renewNoticeTime';
export const RENEW_NOTICE_INTERVAL = 86_400_000; // 24 h
const HOUR = 3_600_000;

/** Shown at most once every 24 h; a missing (or unreadable) stored time means show now. */
export function shouldShowRenewNotice(stored: string | null, now: number): boolean {
  if (stored === null || stored === '') return true;
  const last = Number(stored);
  if (!Number.isFinite(last)) return true;
  return now - last >= RENEW_NOTICE_INTERVAL;
}

export type Remaining = { kind: 'expired' } | { kind: 'days'; value: number } | { kind: 'hours'; value: number };

/** '已过期' when expired; else whole days when remain_day > 0, else whole hours to expiry. */
export function remainingTime(phone: { expiration_time: string; remain_day: number }, now: number): Remaining {
  const expires = new Date(phone.expiration_time).getTime();
  if (expires < now) return { kind: 'expired' };
  if (phone.remain_day > 0) return { kind: 'days', value: Math.floor(phone.remain_day) };
  return { kind: 'hours', value: Math.floor((expires - now) / HOUR) };
}

/** Query of /phone/renew: selectPhoneIds is the comma-separated id list (spec §2). */
export function renewPath(ids: readonly (number | string)[]): string {
  return `/phone/renew?selectPhoneIds=${ids.join(',')}`;
}

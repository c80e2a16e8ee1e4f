// Renewal reminder rules (spec §4 "Cloud phone expiry display", §9 interval). Pure, `now` injected.
export const RENEW_NOTICE_KEY = 'renewNoticeTime';
export const RENEW_NOTICE_INTERVAL = 86_400_000; // 24 h

/** Shown at most once every 24 h; a missing (or unreadable) stored time means show now. */
export function shouldShowRenewNotice(stored: string | null, now: number): boolean {
  if (stored === null || stored === '') return true;
  const last = Number(stored);
  if (!Number.isFinite(last)) return true;
  return now - last >= RENEW_NOTICE_INTERVAL;
}

/** Query of /phone/renew: selectPhoneIds is the comma-separated id list (spec §2). */
export function renewPath(ids: readonly (number | string)[]): string {
  return `/phone/renew?selectPhoneIds=${ids.join(',')}`;
}

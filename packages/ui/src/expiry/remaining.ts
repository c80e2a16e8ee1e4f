// Remaining time of anything that expires — phones, sub-accounts, network cards (spec §4
// "Cloud phone expiry display"). Pure, `now` injected.

const HOUR = 3_600_000;
/** At or under this many days left the remaining time is shown in red. */
export const URGENT_DAYS = 3;

export type Remaining =
  | { kind: 'expired' }
  | { kind: 'days'; value: number; urgent: boolean }
  | { kind: 'hours'; value: number; urgent: true };

/**
 * Expired when expiration_time is before now, unreadable, or the server says so; else whole days when
 * remain_day > 0; else whole hours to expiry. Urgent (red) at ≤ 3 days.
 */
export interface Expiring {
  expiration_time: string;
  remain_day?: number;
  is_expired?: number;
}

export function remainingTime(phone: Expiring, now: number): Remaining {
  const expires = new Date(phone.expiration_time).getTime();
  if (phone.is_expired === 1 || !(expires >= now)) return { kind: 'expired' };
  if ((phone.remain_day ?? 0) > 0) {
    const days = Math.floor(phone.remain_day ?? 0);
    return { kind: 'days', value: days, urgent: days <= URGENT_DAYS };
  }
  return { kind: 'hours', value: Math.floor((expires - now) / HOUR), urgent: true };
}

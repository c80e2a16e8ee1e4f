// What a phone's expiry means to the person reading the list: the status shown and the days left.
// Pure (the clock's `left` = expiration - now in ms is passed in).
import type { PhoneState } from '@console/contract';
import { DAY_MS, WILL_EXPIRE_MS } from './filters';

/** Expired wins over a health problem, which wins over "expiring" (the will-expire view's ≤ 3 days). */
export function stateOf(left: number, abnormal: boolean): PhoneState {
  if (left <= 0) return 'expired';
  if (abnormal) return 'abnormal';
  return left <= WILL_EXPIRE_MS ? 'expiring' : 'normal';
}

/**
 * Days left as people count them: a started day counts, so a month bought a second ago reads 30
 * (not 29) and "≤ 3 days" is exactly the will-expire view. Under a day it is 0 (the hours show).
 */
export function remainDays(left: number): number {
  return left >= DAY_MS ? Math.ceil(left / DAY_MS) : 0;
}

// Cloud phone calls used by the shell (counters, expiry reminder, recharge).
import { get, post } from '../request/http';
import type { RequestFlags } from '../request/flags';
import type { PhoneCnt, PhoneList, PhoneListQuery, RechargeBody, RechargeResult } from './types';

export const phoneApi = {
  cnt: (flags?: RequestFlags) => get<PhoneCnt>('/phone/cnt', undefined, flags),
  // spec §7: the device list is "not reported" (polled and large)
  list: (query: PhoneListQuery, flags?: RequestFlags) =>
    get<PhoneList>('/phone/list', query, { noReport: true, ...flags }),
  /** Moves money: one Idempotency-Key per recharge attempt (the dialog's opening). */
  recharge: (body: RechargeBody, idempotencyKey: string, flags?: RequestFlags) =>
    post<RechargeResult>('/phone/recharge', body, { ...flags, idempotencyKey }),
};

// Cloud phone calls used by the shell (counters, expiry reminder, recharge, the free trial).
import { get, post } from '../request/http';
import type { RequestFlags } from '../request/flags';
import type {
  FreeTrialState,
  PayResult,
  PhoneCnt,
  PhoneList,
  PhoneListQuery,
  RechargeBody,
  RechargeResult,
} from './types';

export const phoneApi = {
  cnt: (flags?: RequestFlags) => get<PhoneCnt>('/phone/cnt', undefined, flags),
  // spec §7: the device list is "not reported" (polled and large)
  list: (query: PhoneListQuery, flags?: RequestFlags) =>
    get<PhoneList>('/phone/list', query, { noReport: true, ...flags }),
  /** Moves money: one Idempotency-Key per recharge attempt (the dialog's opening). */
  recharge: (body: RechargeBody, idempotencyKey: string, flags?: RequestFlags) =>
    post<RechargeResult>('/phone/recharge', body, { ...flags, idempotencyKey }),
  freeTrialState: (flags?: RequestFlags) => get<FreeTrialState>('/phone/freeTrial', undefined, flags),
  /** Places a 0 fen order: one Idempotency-Key per attempt, as every order. */
  freeTrial: (idempotencyKey: string, flags?: RequestFlags) =>
    post<PayResult>('/phone/freeTrial', { pay_type: 'balance', expected_pay_fen: 0 }, { ...flags, idempotencyKey }),
};

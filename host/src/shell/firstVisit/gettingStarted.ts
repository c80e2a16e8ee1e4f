// The new-user guide's steps (spec §4 new-user guide) and how far a member is, from real
// data: the member info counts, and for the recharge a paid recharge order. A step is offered only
// to who may take it (the endpoint behind it, as the server's access table says).
import type { Endpoint, MemberInfo } from '@console/shared';

export type StepKey = 'buy' | 'account' | 'networkCard' | 'recharge';

export interface StepDef {
  key: StepKey;
  /** What taking the step calls: no permission, no step. */
  endpoint: Endpoint;
  /** Where the step is taken (the recharge opens the dialog instead). */
  to?: string;
}

export const STEPS: readonly StepDef[] = [
  { key: 'buy', endpoint: 'POST /phone/buyV1', to: '/phone/buy' },
  { key: 'account', endpoint: 'POST /account/bindYunPhone', to: '/account/all' },
  { key: 'networkCard', endpoint: 'POST /networkCard/bindYunPhone', to: '/NetworkCard/all' },
  { key: 'recharge', endpoint: 'POST /phone/recharge' },
];

export interface Progress {
  member: Pick<MemberInfo, 'phone_num' | 'account_num' | 'network_cart_num'>;
  /** A paid recharge order exists (undefined while unknown). */
  recharged?: boolean;
}

export function isDone(key: StepKey, p: Progress): boolean {
  switch (key) {
    case 'buy':
      return p.member.phone_num > 0;
    case 'account':
      return p.member.account_num > 0;
    case 'networkCard':
      return p.member.network_cart_num > 0;
    case 'recharge':
      return p.recharged === true;
  }
}

export function stepsFor(can: (e: Endpoint) => boolean): StepDef[] {
  return STEPS.filter((s) => can(s.endpoint));
}

/**
 * The guide's "shown once" flag, per user (several people may share a browser): set when it opens,
 * or when every step is done. Keyed by the login name the session already holds (the key is unchanged
 * from the in-page checklist it replaced, so who closed that is not shown the dialog).
 */
export function closedKey(username: string): string {
  return `gettingStartedClosed:${username}`;
}

/** Where a dismissal was kept before (by member id, known only once the member info answers). */
export function legacyDismissKey(memberId: number): string {
  return `gettingStartedDismissed:${memberId}`;
}

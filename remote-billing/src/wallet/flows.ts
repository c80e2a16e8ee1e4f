// Wallet flow display and filters (GET /walletFlow/list, packages/server/src/modules/wallet-flow).
// Pure module (but for the shared money format).

import { formatYuan } from '@console/shared';

/** The kinds the server accepts as `kind` (wallet-flow plugin KINDS). */
export const FLOW_KINDS = ['recharge', 'purchase', 'renewal', 'refund', 'reward'] as const;
export type FlowKind = (typeof FLOW_KINDS)[number];

export type Sign = 'plus' | 'minus' | 'zero';

/** The server's signed yuan string ("+1500.00", "-300.00") → its sign and text ("+¥1,500.00", "-¥300.00"). */
export function signedAmount(change: string): { sign: Sign; text: string } {
  const n = Number(change.trim());
  if (!Number.isFinite(n) || n === 0) return { sign: 'zero', text: formatYuan(Number.isFinite(n) ? 0 : change) };
  return n > 0 ? { sign: 'plus', text: `+${formatYuan(n)}` } : { sign: 'minus', text: formatYuan(n) };
}

/** A real calendar day written YYYY-MM-DD (what the server accepts as date_from/date_to). */
export function isDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/**
 * Why the date range of a query cannot be sent, as an i18n key of the 'billing' namespace, or
 * undefined when it is fine (either end may be empty).
 */
export function dateRangeError(q: { date_from?: unknown; date_to?: unknown }): string | undefined {
  const from = typeof q.date_from === 'string' ? q.date_from : undefined;
  const to = typeof q.date_to === 'string' ? q.date_to : undefined;
  if ((from && !isDay(from)) || (to && !isDay(to))) return 'wallet.dateInvalid';
  if (from && to && from > to) return 'wallet.dateOrder';
  return undefined;
}

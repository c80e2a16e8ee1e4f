// Prices of sub-account orders, as the server charges them: buy (the first period of sub-accounts
// created by /account/add), renew (from max(now, expiry)), and extra storage. The multi-month
// discount and the duration rules are the phones' (phone-order/catalogue.ts).
import type { AccountPriceBody } from '@console/contract';
import { ACCOUNT_MESSAGES as M } from '@console/contract';
import type { Localized } from '@console/contract/localized';
import { AppError, Code } from '../../lib/envelope';
import { text, type Text } from '../../lib/texts';
import { isOffered, type Duration } from '../phone-order/catalogue';
import { price, type Price } from '../billing/price';
import { ACCOUNT_DAY_FEN, ACCOUNT_MONTH_FEN, MEMORY_PRICES } from './catalogue';
import { about, stateOf, type AccountRow } from './state';

export type PriceKind = AccountPriceBody['kind'];

const bad = (message: Localized, code: number = Code.VALIDATION): never => {
  throw new AppError(code, message);
};

export function durationOf(b: { duration_unit?: 'day' | 'month'; duration?: number }): Duration {
  const { duration_unit: unit, duration: value } = b;
  if (unit === undefined || value === undefined || !isOffered({ unit, value })) bad(M.duration);
  return { unit: unit!, value: value! };
}

export const accountUnitFen = (d: Duration) => (d.unit === 'day' ? ACCOUNT_DAY_FEN : ACCOUNT_MONTH_FEN) * d.value;

export function memoryFen(gb: number | undefined): number {
  const tier = MEMORY_PRICES.find((m) => m.gb === gb);
  return tier ? tier.fen : bad(M.memory);
}

/** Each sub-account must be one the kind of order can be for (40009 naming the first that is not). */
export function requireFor(kind: PriceKind, rows: AccountRow[], now: Date) {
  for (const a of rows) {
    const state = stateOf(a, now);
    if (state === 'closed')
      bad(
        about(a.name, {
          zh: '分身已注销，不能购买或续费',
          en: 'The sub-account is closed; it cannot be bought or renewed',
        }),
        Code.CONFLICT,
      );
    if (kind === 'buy' && a.paidAt !== null)
      bad(
        about(a.name, { zh: '分身已购买，请使用续费', en: 'The sub-account is already bought; renew it instead' }),
        Code.CONFLICT,
      );
    if (kind !== 'buy' && a.paidAt === null)
      bad(
        about(a.name, { zh: '分身尚未支付，请先购买', en: 'The sub-account is not paid yet; buy it first' }),
        Code.CONFLICT,
      );
    if (kind === 'memory' && state === 'expired')
      bad(
        about(a.name, {
          zh: '分身已过期，请续费后再扩容',
          en: 'The sub-account has expired; renew it before adding storage',
        }),
        Code.CONFLICT,
      );
  }
}

export interface AccountItems {
  lines: number[];
  /** The multi-month discount's duration; null for storage (priced as one payment). */
  discountBy: Duration | null;
  goods: Text;
  detail: Record<string, unknown>;
}

/** What an order of `kind` for these sub-accounts sells, at list price. */
export function accountItems(
  kind: PriceKind,
  rows: AccountRow[],
  b: { duration_unit?: 'day' | 'month'; duration?: number; memory_gb?: number },
  now: Date,
): AccountItems {
  requireFor(kind, rows, now);
  const ids = rows.map((r) => r.id);
  if (kind === 'memory') {
    const fen = memoryFen(b.memory_gb);
    return {
      lines: rows.map(() => fen),
      discountBy: null,
      goods: text('goods.account_memory', { gb: b.memory_gb! }),
      detail: { account_ids: ids, memory_gb: b.memory_gb },
    };
  }
  const d = durationOf(b);
  return {
    lines: rows.map(() => accountUnitFen(d)),
    discountBy: d,
    goods: text(kind === 'buy' ? 'goods.account_buy' : 'goods.account_renew', { unit: d.unit, value: d.value }),
    detail: { account_ids: ids, duration_unit: d.unit, duration: d.value },
  };
}

/** The priced order (no coupon): what the auto-renewal charges. */
export function quote(
  kind: PriceKind,
  rows: AccountRow[],
  b: { duration_unit?: 'day' | 'month'; duration?: number; memory_gb?: number },
  now: Date,
): { price: Price; goods: Text; detail: Record<string, unknown> } {
  const items = accountItems(kind, rows, b, now);
  return { price: price(items.lines, items.discountBy, null, now), goods: items.goods, detail: items.detail };
}

// How everything sold is priced, once: the list price of each line for the duration, the
// multi-month discount, then a coupon (the enterprise's, unused, unexpired, covering the order
// type, minimum spend met). The server is the only price authority: the console shows these
// numbers and every order is priced again here when it is placed.
import type { Price } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import type { Localized } from '../../lib/lang';
import { discountPercent, type Duration } from '../phone-order/catalogue';

export type { Price };
export type Coupon = typeof coupons.$inferSelect;

export const COUPON_NOT_FOUND: Localized = { zh: '优惠券不存在', en: 'Coupon not found' };

export const couponUsable = (c: Coupon, now: Date) => c.usedAt === null && c.usedOrderNo === null && c.expiresAt > now;
/** What the coupon lists show: held by or used on an order = used. */
export const couponStatus = (c: Pick<Coupon, 'usedAt' | 'usedOrderNo' | 'expiresAt'>, now: Date) =>
  c.usedAt || c.usedOrderNo ? ('used' as const) : c.expiresAt > now ? ('usable' as const) : ('expired' as const);
/** The coupon's scope covers this order type ('all', or that very type). */
export const couponCovers = (c: Pick<Coupon, 'scope'>, orderType: string) => c.scope === 'all' || c.scope === orderType;

/** The enterprise's coupon (40004 for unknown or another enterprise's id); null when none asked. */
export async function findCoupon(db: Db, enterpriseId: number, id: number | null): Promise<Coupon | null> {
  if (id === null) return null;
  const [c] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, id), eq(coupons.enterpriseId, enterpriseId)))
    .limit(1);
  if (!c) throw new AppError(Code.NOT_FOUND, COUPON_NOT_FOUND);
  return c;
}

/**
 * lines: one list price per item for the duration. `discountBy`: the duration whose multi-month
 * discount applies (null: none, e.g. cloud numbers, storage). unit_fen is the common line price,
 * or the average (floor) when they differ.
 */
export function price(
  lines: number[],
  discountBy: Duration | null,
  coupon: Coupon | null,
  now: Date,
  orderType = 'phone_buy',
): Price {
  const total = lines.reduce((a, b) => a + b, 0);
  const discount = discountBy ? Math.floor((total * discountPercent(discountBy)) / 100) : 0;
  const afterDiscount = total - discount;
  const applicable =
    !!coupon && couponUsable(coupon, now) && couponCovers(coupon, orderType) && afterDiscount >= coupon.minSpendFen;
  const couponFen = applicable ? Math.min(coupon.amountFen, afterDiscount) : 0;
  const uniform = lines.every((l) => l === lines[0]);
  return {
    unit_fen: uniform ? (lines[0] ?? 0) : Math.floor(total / Math.max(1, lines.length)),
    quantity: lines.length,
    total_fen: total,
    discount_fen: discount,
    coupon_fen: couponFen,
    pay_fen: afterDiscount - couponFen,
    coupon_applicable: applicable,
  };
}

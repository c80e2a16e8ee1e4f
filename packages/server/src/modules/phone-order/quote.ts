// Prices a purchase or renewal as the server will charge it: list price × duration × quantity,
// the multi-month discount, then the coupon (enterprise's, unused, unexpired, minimum spend met).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, phones } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import type { SessionUser } from '../auth/session';
import { visiblePhones } from '../phone/filters';
import { PHONE_NOT_FOUND_MESSAGE } from '../phone/visible';
import { text } from '../../lib/texts';
import { discountPercent, specOfPhone, unitPrice, type Duration } from './catalogue';
import type { BuyQuery, RenewQuery } from './input';

export interface Price {
  unit_fen: number;
  quantity: number;
  total_fen: number;
  discount_fen: number;
  coupon_fen: number;
  pay_fen: number;
  coupon_applicable: boolean;
}

type Coupon = typeof coupons.$inferSelect;

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
  if (!c) throw new AppError(Code.NOT_FOUND, '优惠券不存在');
  return c;
}

/** lines: one list price per phone. unit_fen is the common price, or the average (floor) when they differ. */
export function price(
  lines: number[],
  d: Duration,
  coupon: Coupon | null,
  now: Date,
  orderType: 'phone_buy' | 'phone_renew' = 'phone_buy',
): Price {
  const total = lines.reduce((a, b) => a + b, 0);
  const discount = Math.floor((total * discountPercent(d)) / 100);
  const afterDiscount = total - discount;
  const applicable =
    !!coupon && couponUsable(coupon, now) && couponCovers(coupon, orderType) && afterDiscount >= coupon.minSpendFen;
  const couponFen = applicable ? Math.min(coupon.amountFen, afterDiscount) : 0;
  const uniform = lines.every((l) => l === lines[0]);
  return {
    unit_fen: uniform ? (lines[0] ?? 0) : Math.floor(total / lines.length),
    quantity: lines.length,
    total_fen: total,
    discount_fen: discount,
    coupon_fen: couponFen,
    pay_fen: afterDiscount - couponFen,
    coupon_applicable: applicable,
  };
}

export async function quoteBuy(db: Db, enterpriseId: number, q: BuyQuery, now: Date) {
  const coupon = await findCoupon(db, enterpriseId, q.couponId);
  const lines = Array.from({ length: q.quantity }, () => unitPrice(q.spec, q.duration));
  return {
    price: price(lines, q.duration, coupon, now),
    goods: text('goods.phone_buy', { spec: q.spec.label, unit: q.duration.unit, value: q.duration.value }),
  };
}

/** The phones must all be visible to the caller (else 40004, like unknown ids). */
export async function quoteRenew(db: Db, user: SessionUser, q: RenewQuery, now: Date) {
  const rows = await db
    .select({ id: phones.id, name: phones.phoneName, specName: phones.specName })
    .from(phones)
    .where(and(visiblePhones(user, now), inArray(phones.id, q.phoneIds)));
  if (rows.length !== q.phoneIds.length) throw new AppError(Code.NOT_FOUND, PHONE_NOT_FOUND_MESSAGE);
  const lines = rows.map((p) => {
    const spec = specOfPhone(p.specName);
    if (!spec) throw new AppError(Code.CONFLICT, `设备 ${p.name} 的规格（${p.specName || '未知'}）暂不支持续费`);
    return unitPrice(spec, q.duration);
  });
  const coupon = await findCoupon(db, user.enterpriseId, q.couponId);
  const goods = text('goods.phone_renew', { unit: q.duration.unit, value: q.duration.value });
  return { price: price(lines, q.duration, coupon, now, 'phone_renew'), goods };
}

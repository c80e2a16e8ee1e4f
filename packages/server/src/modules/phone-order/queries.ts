// Read side of the purchase area: coupons, orders still being allocated, one order's progress.
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, orders, phones } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import { pageOffset } from '../../lib/paging';
import { payFenOf } from '../billing/checkout';
import type { SessionUser } from '../auth/session';
import type { Lang } from '../../lib/lang';
import { orderTypeLabel } from '../billing/order-types';
import { visibleOrders } from '../order/queries';
import { couponStatus } from '../billing/price';

export type CouponStatus = 'usable' | 'used' | 'expired';
const ALL_ORDERS = { zh: '全部订单', en: 'All orders' } as const;

const held = or(isNotNull(coupons.usedAt), isNotNull(coupons.usedOrderNo))!;
const free = and(isNull(coupons.usedAt), isNull(coupons.usedOrderNo))!;

function couponCondition(status: CouponStatus | undefined, now: Date): SQL | undefined {
  switch (status) {
    case 'usable':
      return and(free, gt(coupons.expiresAt, now));
    case 'used':
      return held;
    case 'expired':
      return and(free, lte(coupons.expiresAt, now));
    default:
      return undefined;
  }
}

/** A coupon's name as the reader reads it (the English one when it has one). */
export const couponNameIn = (c: { name: string; nameEn: string | null }, lang: Lang) =>
  lang === 'en' && c.nameEn ? c.nameEn : c.name;

export async function listCoupons(
  db: Db,
  enterpriseId: number,
  now: Date,
  q: { status?: CouponStatus; page: number; limit: number },
  lang: Lang = 'zh',
) {
  const where = and(eq(coupons.enterpriseId, enterpriseId), couponCondition(q.status, now));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(coupons).where(where),
    db.select().from(coupons).where(where).orderBy(desc(coupons.id)).limit(q.limit).offset(pageOffset(q)),
  ]);
  return {
    total: Number(total?.n ?? 0),
    list: rows.map((c) => ({
      id: c.id,
      name: couponNameIn(c, lang),
      amount_fen: c.amountFen,
      min_spend_fen: c.minSpendFen,
      expires_at: c.expiresAt.toISOString(),
      status: couponStatus(c, now),
      used_order_no: c.usedOrderNo,
      scope: c.scope,
      scope_label: c.scope === 'all' ? ALL_ORDERS[lang] : orderTypeLabel(c.scope, lang),
    })),
  };
}

/** Employees (staff, member_role employee) see only orders they placed, as in the order list. */
async function allocatedCounts(db: Db, orderNos: string[]) {
  if (!orderNos.length) return new Map<string, number>();
  const rows = await db
    .select({ no: phones.orderNo, n: count() })
    .from(phones)
    .where(inArray(phones.orderNo, orderNos))
    .groupBy(phones.orderNo);
  return new Map(rows.map((r) => [r.no!, Number(r.n)]));
}

/** Paid purchase orders whose phones the provider has not (all) handed over yet. */
export async function allocating(db: Db, user: SessionUser) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(visibleOrders(user), eq(orders.type, 'phone_buy'), eq(orders.status, 'buying')))
    .orderBy(desc(orders.paidAt));
  const done = await allocatedCounts(
    db,
    rows.map((o) => o.orderNo),
  );
  return {
    count: rows.reduce((n, o) => n + Math.max(0, o.quantity - (done.get(o.orderNo) ?? 0)), 0),
    orders: rows.map((o) => ({ order_no: o.orderNo, quantity: o.quantity, paid_at: o.paidAt?.toISOString() ?? '' })),
  };
}

export async function orderProgress(db: Db, user: SessionUser, orderNo: string, now: Date) {
  const [o] = await db
    .select()
    .from(orders)
    .where(and(visibleOrders(user), eq(orders.orderNo, orderNo)))
    .limit(1);
  if (!o) throw new AppError(Code.NOT_FOUND, { zh: '订单不存在', en: 'Order not found' });
  const done = o.type === 'phone_buy' ? ((await allocatedCounts(db, [o.orderNo])).get(o.orderNo) ?? 0) : 0;
  const lapsed = o.status === 'awaiting_payment' && o.expiresAt <= now;
  return {
    order_no: o.orderNo,
    type: o.type,
    status: lapsed ? 'expired' : o.status,
    quantity: o.quantity,
    pay_fen: payFenOf(o),
    allocated: done,
  };
}

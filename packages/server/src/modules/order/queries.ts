// Order list (spec §4 order filter types) and its export. An awaiting-payment order past its
// 10-minute window is reported and filtered as expired, as the payment simulator treats it.
import type { OrderItem } from '@console/contract';
import { and, count, eq, gt, gte, ilike, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';
import { orderTypeLabel } from '../billing/order-types';
import { dayRange } from '../wallet-flow/queries';
import type { Lang } from '../../lib/lang';
import { fenToYuan } from '../../lib/money';
import { render } from '../../lib/texts';
import { keysetBatches, likePattern, orderByKey, pageOffset, sortText, type SortKey } from '../../lib/paging';
import { isStaff } from '../auth/guard';
import type { SessionUser } from '../auth/session';

/** 0 all, 1 paid, 2 buying, 3 expired, 4 awaiting payment. */
export type OrderFilter = 0 | 1 | 2 | 3 | 4;
export interface OrderFilters {
  filterStatus: OrderFilter;
  type?: 'buy' | 'invest';
  keyword?: string;
  order_type?: string;
  pay_type?: string;
  date_from?: string;
  date_to?: string;
}

/** Order time within [from 00:00, to+1 00:00) China time; 40001 for impossible dates or a reversed range. */
function dateRange(q: Omit<OrderFilters, 'filterStatus'>): SQL[] {
  const { from, until } = dayRange(q);
  return [...(from ? [gte(orders.createdAt, from)] : []), ...(until ? [lt(orders.createdAt, until)] : [])];
}

/**
 * The boss sees every order of the enterprise; staff (a manager who renews devices: docs/roles.md)
 * only their own — the enterprise's purchases and top-ups are the boss's (spec §6 "Most are admin only").
 */
export function visibleOrders(user: SessionUser): SQL {
  const own = isStaff(user) ? eq(orders.userId, user.id) : undefined;
  return and(eq(orders.enterpriseId, user.enterpriseId), own)!;
}

function filterCondition(f: OrderFilter, now: Date): SQL | undefined {
  switch (f) {
    case 1:
      return eq(orders.status, 'paid');
    case 2:
      return eq(orders.status, 'buying');
    case 3:
      return or(eq(orders.status, 'expired'), and(eq(orders.status, 'awaiting_payment'), lte(orders.expiresAt, now)));
    case 4:
      return and(eq(orders.status, 'awaiting_payment'), gt(orders.expiresAt, now));
    default:
      return undefined;
  }
}

/** Every filter but the status view (the counts of GET /order/counts share it). */
function baseWhere(user: SessionUser, q: Omit<OrderFilters, 'filterStatus'>): SQL | undefined {
  const p = likePattern(q.keyword);
  return and(
    visibleOrders(user),
    q.type === 'invest' ? eq(orders.type, 'recharge') : q.type === 'buy' ? ne(orders.type, 'recharge') : undefined,
    p ? or(ilike(orders.orderNo, p), ilike(orders.goodsName, p)) : undefined,
    q.order_type ? eq(orders.type, q.order_type) : undefined,
    q.pay_type ? eq(orders.payType, q.pay_type) : undefined,
    ...dateRange(q),
  );
}

function whereOf(user: SessionUser, now: Date, q: OrderFilters): SQL | undefined {
  return and(baseWhere(user, q), filterCondition(q.filterStatus, now));
}

/** How many orders each status view holds under the other filters. */
export async function countOrders(db: Db, user: SessionUser, now: Date, q: Omit<OrderFilters, 'filterStatus'>) {
  const n = (c: SQL | undefined) => sql<number>`count(*) filter (where ${c ?? sql`true`})::int`;
  const [r] = await db
    .select({
      all: sql<number>`count(*)::int`,
      paid: n(filterCondition(1, now)),
      buying: n(filterCondition(2, now)),
      expired: n(filterCondition(3, now)),
      waitPay: n(filterCondition(4, now)),
    })
    .from(orders)
    .where(baseWhere(user, q));
  return { all: r.all, paid: r.paid, buying: r.buying, expired: r.expired, waitPay: r.waitPay };
}

/** Newest first. */
const SORT: SortKey = { col: orders.createdAt, cast: 'timestamptz', id: orders.id, dir: 'desc' };

function select(db: Db, where: SQL | undefined) {
  return db
    .select({
      o: orders,
      member: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.username})`,
      _sort: sortText(SORT),
      _id: orders.id,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(...orderByKey(SORT));
}

export function toItem(
  { o, member }: { o: typeof orders.$inferSelect; member: string | null },
  now: Date,
  lang: Lang,
): OrderItem {
  const lapsed = o.status === 'awaiting_payment' && o.expiresAt <= now;
  return {
    id: o.id,
    order_no: o.orderNo,
    type: o.type,
    goods_name: render(o.goodsText, lang, o.goodsName),
    quantity: o.quantity,
    total: fenToYuan(o.totalFen),
    total_fen: o.totalFen,
    discount: fenToYuan(o.discountFen),
    discount_fen: o.discountFen,
    coupon: fenToYuan(o.couponFen),
    coupon_fen: o.couponFen,
    paid: fenToYuan(o.paidFen),
    paid_fen: o.paidFen,
    status: lapsed ? 'expired' : o.status,
    pay_type: o.payType,
    created_at: o.createdAt.toISOString(),
    paid_at: o.paidAt ? o.paidAt.toISOString() : null,
    expires_at: o.expiresAt.toISOString(),
    // paid, but part of it could not be delivered: what went back to the balance, and why
    refunded: fenToYuan(o.refundedFen),
    refunded_fen: o.refundedFen,
    type_label: orderTypeLabel(o.type, lang),
    member: member ?? '',
    refund_reason: o.refundReason === null ? null : render(o.refundText, lang, o.refundReason),
  };
}
export type OrderItemRow = ReturnType<typeof toItem>;

export async function listOrders(
  db: Db,
  user: SessionUser,
  now: Date,
  q: OrderFilters & { page: number; limit: number },
  lang: Lang,
) {
  const where = whereOf(user, now, q);
  const [[c], rows] = await Promise.all([
    db.select({ n: count() }).from(orders).where(where),
    select(db, where).limit(q.limit).offset(pageOffset(q)),
  ]);
  return { total: Number(c?.n ?? 0), list: rows.map((r) => toItem(r, now, lang)) };
}

export async function* exportOrders(db: Db, user: SessionUser, now: Date, q: OrderFilters, lang: Lang) {
  const where = whereOf(user, now, q);
  for await (const rows of keysetBatches(SORT, (after, limit) => select(db, and(where, after)).limit(limit))) {
    yield rows.map((r) => toItem(r, now, lang));
  }
}

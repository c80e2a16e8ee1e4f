// Data statistics of the enterprise over a range of China-time days. The money figures are sums
// of the wallet ledger itself (the wallet flow's rows for the same range), so they always agree
// with it; orders by type come from the paid orders of the range.
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, phones, users, walletFlows } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import type { Lang } from '../../lib/lang';
import { orderTypeLabel } from '../billing/order-types';
import type { RenewableItem } from '../billing/renewables';
import { cstDayStart } from '../wallet-flow/queries';
import { WILL_EXPIRE_MS } from '../phone/filters';

const DAY_MS = 24 * 3600_000;
const MAX_DAYS = 366;
const cstDay = sql`'Asia/Shanghai'`;

export function rangeOf(q: { date_from: string; date_to: string }) {
  const from = cstDayStart(q.date_from);
  const to = cstDayStart(q.date_to);
  if (!from || !to) throw new AppError(Code.VALIDATION, { zh: '日期格式不正确', en: 'Invalid date' });
  if (from > to)
    throw new AppError(Code.VALIDATION, {
      zh: '开始日期不能晚于结束日期',
      en: 'The start date cannot be after the end date',
    });
  if ((to.getTime() - from.getTime()) / DAY_MS >= MAX_DAYS)
    throw new AppError(Code.VALIDATION, {
      zh: '统计范围不能超过366天',
      en: 'The range cannot be longer than 366 days',
    });
  return { from, until: new Date(to.getTime() + DAY_MS) };
}

const sumKind = (kind: string, sign: 1 | -1) =>
  sql<number>`coalesce(sum(${walletFlows.changeFen}) filter (where ${walletFlows.kind} = ${kind}), 0)::bigint * ${sign}`;
const flowSums = {
  recharge_fen: sumKind('recharge', 1),
  purchase_fen: sumKind('purchase', -1),
  renewal_fen: sumKind('renewal', -1),
  refund_fen: sumKind('refund', 1),
  reward_fen: sumKind('reward', 1),
};
const nums = <T extends Record<string, unknown>>(r: T) =>
  Object.fromEntries(
    Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v]),
  );

export async function statistics(
  db: Db,
  enterpriseId: number,
  range: { from: Date; until: Date },
  now: Date,
  renewables: RenewableItem[],
  lang: Lang,
) {
  const inRange = and(
    eq(walletFlows.enterpriseId, enterpriseId),
    gte(walletFlows.createdAt, range.from),
    lt(walletFlows.createdAt, range.until),
  );
  const day = sql<string>`to_char(${walletFlows.createdAt} at time zone ${cstDay}, 'YYYY-MM-DD')`;
  const paidInRange = and(
    eq(orders.enterpriseId, enterpriseId),
    inArray(orders.status, ['paid', 'buying']),
    gte(orders.paidAt, range.from),
    lt(orders.paidAt, range.until),
  );
  const [[totals], byDay, byType, [ph], members] = await Promise.all([
    db
      .select({ ...flowSums, net_fen: sql<number>`coalesce(sum(${walletFlows.changeFen}), 0)::bigint` })
      .from(walletFlows)
      .where(inRange),
    db
      .select({ day, ...flowSums })
      .from(walletFlows)
      .where(inRange)
      .groupBy(day)
      .orderBy(day),
    db
      .select({
        type: orders.type,
        orders: sql<number>`count(*)::int`,
        paid_fen: sql<number>`coalesce(sum(${orders.paidFen} - ${orders.refundedFen}), 0)::bigint`,
      })
      .from(orders)
      .where(and(paidInRange, sql`${orders.type} <> 'recharge'`))
      .groupBy(orders.type),
    db
      .select({
        normal: sql<number>`count(*) filter (where ${phones.status} = 'normal' and ${phones.expirationTime} > ${now})::int`,
        abnormal: sql<number>`count(*) filter (where ${phones.status} <> 'normal' and ${phones.expirationTime} > ${now})::int`,
        expiring: sql<number>`count(*) filter (where ${phones.expirationTime} > ${now} and ${phones.expirationTime} <= ${new Date(now.getTime() + WILL_EXPIRE_MS)})::int`,
        expired: sql<number>`count(*) filter (where ${phones.expirationTime} <= ${now})::int`,
      })
      .from(phones)
      .where(and(eq(phones.enterpriseId, enterpriseId), isNull(phones.deletedAt))),
    db
      .select({
        member: sql<string>`coalesce(nullif(${users.name}, ''), ${users.username})`,
        orders: sql<number>`count(*)::int`,
        paid_fen: sql<number>`coalesce(sum(${orders.paidFen} - ${orders.refundedFen}), 0)::bigint`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(
        and(
          eq(orders.enterpriseId, enterpriseId),
          gte(orders.createdAt, range.from),
          lt(orders.createdAt, range.until),
        ),
      )
      .groupBy(users.id, users.name, users.username)
      .orderBy(sql`count(*) desc`),
  ]);
  // expiries of every renewable kind by week (weeks start today, China time), the next 8 weeks
  const weeks = Array.from({ length: 8 }, (_, i) => new Date(now.getTime() + i * 7 * DAY_MS));
  const expiries = weeks.map((start, i) => ({
    week_start: new Date(start.getTime() + 8 * 3600_000).toISOString().slice(0, 10),
    count: renewables.filter((r) => {
      const t = Date.parse(r.expires_at);
      return t >= start.getTime() && t < (weeks[i + 1]?.getTime() ?? start.getTime() + 7 * DAY_MS);
    }).length,
  }));
  return {
    totals: nums(totals) as typeof totals,
    by_day: byDay.map((d) => nums(d) as typeof d),
    by_type: byType.map((t) => ({
      type: t.type,
      label: orderTypeLabel(t.type, lang),
      orders: Number(t.orders),
      paid_fen: Number(t.paid_fen),
    })),
    expiries_by_week: expiries,
    phones: { normal: ph.normal, abnormal: ph.abnormal, expiring: ph.expiring, expired: ph.expired },
    members: members.map((m) => ({ member: m.member, orders: Number(m.orders), paid_fen: Number(m.paid_fen) })),
  };
}

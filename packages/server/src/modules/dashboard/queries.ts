// The dashboard's figures, each built from the same visibility rule as its list (phones,
// sub-accounts, network cards, orders, tasks), so a number on the dashboard is the number the
// list it links to shows.
import {
  DASHBOARD_RENEWAL_DAYS,
  DASHBOARD_WEEK_DAYS,
  type DashboardBalance,
  type DashboardExpiring,
  type DashboardFailure,
  type DashboardFailures,
  type DashboardPhones,
  type DashboardSummary,
} from '@console/contract';
import { and, count, desc, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterprises, networkCards, orders, phoneTasks, phones, subAccounts } from '../../db/schema';
import type { SessionUser } from '../auth/session';
import { visibleAccounts } from '../account/queries';
import { visibleCards } from '../network-card/queries';
import { DAY_MS, visiblePhones } from '../phone/filters';
import { countPhoneViews } from '../phone/queries';
import { specOfPhone, unitPrice, type Duration } from '../phone-order/catalogue';
import { allocating } from '../phone-order/queries';
import { visibleOrders } from '../order/queries';
import { price } from '../billing/price';
import { seesWalletBalance } from '../user/member-info';
import { renewablesOf } from '../billing/renewables';
import { forecast, forecastScope } from '../renewal/forecast';

const WEEK_MS = DASHBOARD_WEEK_DAYS * DAY_MS;
/** What the auto-renewal job buys for each phone (phone-order/auto-renew.ts). */
const AUTO_RENEW_TERM: Duration = { unit: 'month', value: 1 };
const LATEST_FAILURES = 5;

type ExpiryColumn =
  typeof phones.expirationTime | typeof subAccounts.expirationTime | typeof networkCards.expirationTime;
const within = (col: ExpiryColumn, now: Date, ms: number) => and(gt(col, now), lte(col, new Date(now.getTime() + ms)));

async function phoneFigures(db: Db, user: SessionUser, now: Date): Promise<DashboardPhones> {
  const n = (cond: SQL | undefined) => sql<string>`count(*) filter (where ${cond ?? sql`true`})`;
  const valid = gt(phones.expirationTime, now);
  const [[row], views, alloc] = await Promise.all([
    db
      .select({
        valid: n(valid),
        running: n(and(valid, eq(phones.status, 'normal'), eq(phones.powerState, 'running'))),
        abnormal: n(and(valid, eq(phones.status, 'abnormal'))),
      })
      .from(phones)
      .where(visiblePhones(user, now)),
    countPhoneViews(db, user, now),
    allocating(db, user),
  ]);
  return {
    all: views.allCnt,
    valid: Number(row?.valid ?? 0),
    running: Number(row?.running ?? 0),
    abnormal: Number(row?.abnormal ?? 0),
    willExpire: views.willExpiredCnt,
    expired: views.expiredCnt,
    allocating: alloc.count,
  };
}

async function expiringThisWeek(db: Db, user: SessionUser, now: Date): Promise<DashboardExpiring> {
  const one = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
  const [p, a, c] = await Promise.all([
    db
      .select({ n: count() })
      .from(phones)
      .where(and(visiblePhones(user, now), within(phones.expirationTime, now, WEEK_MS))),
    db
      .select({ n: count() })
      .from(subAccounts)
      .where(and(visibleAccounts(user, now), within(subAccounts.expirationTime, now, WEEK_MS))),
    db
      .select({ n: count() })
      .from(networkCards)
      .where(and(visibleCards(user, now), within(networkCards.expirationTime, now, WEEK_MS))),
  ]);
  return { phones: one(p), accounts: one(a), networkCards: one(c) };
}

async function failures(db: Db, user: SessionUser, now: Date): Promise<DashboardFailures> {
  const since = new Date(now.getTime() - WEEK_MS);
  const failedOrders = and(visibleOrders(user), eq(orders.status, 'payment_failed'), gte(orders.createdAt, since));
  const failedTasks = and(visiblePhones(user, now), eq(phoneTasks.status, 'failed'), gte(phoneTasks.createdAt, since));
  const autoRenew = sql`(${orders.detail}->>'auto_renew') = 'true'`;
  const [[orderCounts], [taskCount], orderRows, taskRows] = await Promise.all([
    db
      .select({ all: count(), auto: sql<string>`count(*) filter (where ${autoRenew})` })
      .from(orders)
      .where(failedOrders),
    db.select({ n: count() }).from(phoneTasks).innerJoin(phones, eq(phones.id, phoneTasks.phoneId)).where(failedTasks),
    db
      .select({ o: orders, auto: sql<boolean>`coalesce(${autoRenew}, false)` })
      .from(orders)
      .where(failedOrders)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(LATEST_FAILURES),
    db
      .select({ t: phoneTasks, phoneName: phones.phoneName })
      .from(phoneTasks)
      .innerJoin(phones, eq(phones.id, phoneTasks.phoneId))
      .where(failedTasks)
      .orderBy(desc(phoneTasks.createdAt), desc(phoneTasks.id))
      .limit(LATEST_FAILURES),
  ]);
  const latest: DashboardFailure[] = [
    ...orderRows.map(({ o, auto }): DashboardFailure => ({
      kind: 'payment',
      at: o.createdAt.toISOString(),
      orderNo: o.orderNo,
      orderType: o.type,
      autoRenew: Boolean(auto),
    })),
    ...taskRows.map(({ t, phoneName }): DashboardFailure => ({
      kind: 'task',
      at: t.createdAt.toISOString(),
      phoneId: t.phoneId,
      phoneName,
      taskKind: t.kind,
    })),
  ]
    .sort((x, y) => y.at.localeCompare(x.at))
    .slice(0, LATEST_FAILURES);
  return {
    since: since.toISOString(),
    payments: Number(orderCounts?.all ?? 0),
    autoRenewals: Number(orderCounts?.auto ?? 0),
    tasks: Number(taskCount?.n ?? 0),
    latest,
  };
}

/**
 * The wallet against the next 30 days of auto-renewals. Whoever sees the wallet sees renewal
 * management's forecast over every renewable kind (the same figures as /renewal/forecast); an
 * employee who does not sees only their own phones' auto-renewals, priced as the job prices them.
 */
async function balance(db: Db, user: SessionUser, now: Date): Promise<DashboardBalance> {
  if (seesWalletBalance(user)) {
    const [items, [ent]] = await Promise.all([
      renewablesOf(db, user.enterpriseId, now, forecastScope(now, DASHBOARD_RENEWAL_DAYS)),
      db
        .select({ fen: enterprises.walletBalanceFen })
        .from(enterprises)
        .where(eq(enterprises.id, user.enterpriseId))
        .limit(1),
    ]);
    const balanceFen = ent?.fen ?? 0;
    const w = forecast(items, balanceFen, now).windows.find((x) => x.days === DASHBOARD_RENEWAL_DAYS)!;
    return {
      balanceFen,
      renewalCount: w.charges,
      renewalFen: w.total_fen,
      unpricedCount: w.unpriced,
      shortFen: w.short_fen > 0 ? w.short_fen : null,
    };
  }
  const due = await db
    .select({ specName: phones.specName })
    .from(phones)
    .where(
      and(
        visiblePhones(user, now),
        eq(phones.autoRenew, true),
        within(phones.expirationTime, now, DASHBOARD_RENEWAL_DAYS * DAY_MS),
      ),
    );
  let renewalFen = 0;
  let unpricedCount = 0;
  for (const p of due) {
    const spec = specOfPhone(p.specName);
    if (!spec) unpricedCount++;
    else renewalFen += price([unitPrice(spec, AUTO_RENEW_TERM)], AUTO_RENEW_TERM, null, now).pay_fen;
  }
  return { balanceFen: null, renewalCount: due.length - unpricedCount, renewalFen, unpricedCount, shortFen: null };
}

export async function dashboardSummary(db: Db, user: SessionUser, now: Date): Promise<DashboardSummary> {
  const [p, e, f, b] = await Promise.all([
    phoneFigures(db, user, now),
    expiringThisWeek(db, user, now),
    failures(db, user, now),
    balance(db, user, now),
  ]);
  return { phones: p, expiringThisWeek: e, failures: f, balance: b };
}

// Job (spec §4, §9): the monthly rent of a cloud number, on the calendar of its expiry month in
// Beijing time.
//   20:00 on the 23rd   auto-renew on: charge one month from the balance (a paid renewal order +
//                       its ledger row); a short balance is recorded as a failed attempt
//   20:00 on the 24th   after a failed first attempt: retry; if that fails too, unsubscribe at once
//   00:00 on the 25th   auto-renew off (and not renewed by hand meanwhile): unsubscribed early,
//                       never retrievable
// A successful charge moves the expiry a month on, so the number leaves this month's calendar.
// Each number is decided in its own transaction under its row lock and re-read after the lock;
// attempts are orders keyed by (number, expiry, attempt), so a second instance or a second pass
// never charges or records twice. Every charge, failure and unsubscription is a notice.
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cloudNumbers, enterprises, orders } from '../../db/schema';
import { cstDay, cstMoment } from '../../lib/business-time';
import { newOrderNo } from '../../lib/crypto';
import { recordRun } from '../../lib/job-runs';
import { text, zh } from '../../lib/texts';
import type { Clock } from '../../providers/clock';
import { PAYMENT_WINDOW_MS, placeOrder } from '../billing/checkout';
import { notify } from '../notice/write';
import { RENEW_ORDER, registerCloudNumberFulfilment } from './fulfilment';
import { startOfNextMonthCst } from './views';

type CloudNumber = typeof cloudNumbers.$inferSelect;

/** The three moments of a number's expiry month. */
export function rentCalendar(expiration: Date) {
  const { year, month } = cstDay(expiration);
  return {
    charge: cstMoment(year, month, 23, 20),
    retry: cstMoment(year, month, 24, 20),
    unsubscribe: cstMoment(year, month, 25, 0),
  };
}

export type RentStep = 'wait' | 'charge' | 'retry' | 'unsubscribe';

/** What is due for a live number now, given how many charge attempts have failed for this expiry. */
export function rentStep(
  n: Pick<CloudNumber, 'autoRenew' | 'expirationTime'>,
  failedAttempts: number,
  now: Date,
): RentStep {
  const cal = rentCalendar(n.expirationTime);
  if (now < cal.charge) return 'wait';
  if (!n.autoRenew) return now >= cal.unsubscribe ? 'unsubscribe' : 'wait';
  if (failedAttempts === 0) return 'charge';
  if (failedAttempts === 1) return now >= cal.retry ? 'retry' : 'wait';
  return 'unsubscribe'; // both attempts failed (an interrupted pass left it live)
}

export async function chargeCloudNumberRent({ db, clock }: { db: Db; clock: Clock }) {
  registerCloudNumberFulfilment(); // the renewal order delivers through the billing registry
  return recordRun(
    db,
    'cloud_number_rent',
    () => clock.now(),
    async (run) => {
      const now = clock.now();
      // live numbers whose expiry month has begun (the calendar never acts earlier)
      const due = await db
        .select({ id: cloudNumbers.id })
        .from(cloudNumbers)
        .where(and(ne(cloudNumbers.status, 'unsubscribed'), lt(cloudNumbers.expirationTime, startOfNextMonthCst(now))));
      for (const { id } of due) {
        await run.item(`cloud number ${id}`, () => db.transaction((tx) => settleNumber(tx, id, now)));
      }
    },
  );
}

async function settleNumber(tx: Db, id: number, now: Date): Promise<boolean> {
  const [n] = await tx
    .select()
    .from(cloudNumbers)
    .where(and(eq(cloudNumbers.id, id), ne(cloudNumbers.status, 'unsubscribed')))
    .for('update');
  if (!n) return false;
  const failed = await failedAttempts(tx, n);
  const step = rentStep(n, failed, now);
  if (step === 'wait') return false;
  if (step === 'unsubscribe') {
    await unsubscribe(tx, n, now, n.autoRenew ? 'charge_failed' : 'not_renewed');
    return true;
  }
  const attempt = failed + 1;
  if (await charge(tx, n, attempt, now)) return true;
  await recordFailure(tx, n, attempt, now);
  if (step === 'retry') await unsubscribe(tx, n, now, 'charge_failed');
  return true;
}

const attemptKey = (n: CloudNumber) => ({
  auto_renew_number_id: n.id,
  auto_renew_expiry: n.expirationTime.toISOString(),
});

async function failedAttempts(tx: Db, n: CloudNumber): Promise<number> {
  const key = attemptKey(n);
  const [{ count }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.enterpriseId, n.enterpriseId),
        eq(orders.type, RENEW_ORDER),
        eq(orders.status, 'payment_failed'),
        sql`${orders.detail}->>'auto_renew_number_id' = ${String(key.auto_renew_number_id)}`,
        sql`${orders.detail}->>'auto_renew_expiry' = ${key.auto_renew_expiry}`,
      ),
    );
  return count;
}

const goodsOf = () => text('goods.cloud_number_renew', { months: 1 });

/** One month from the balance when it covers the rent (checked under the enterprise row lock). */
async function charge(tx: Db, n: CloudNumber, attempt: number, now: Date): Promise<boolean> {
  const [ent] = await tx
    .select({ balance: enterprises.walletBalanceFen })
    .from(enterprises)
    .where(eq(enterprises.id, n.enterpriseId))
    .for('update');
  if (ent.balance < n.monthlyFeeFen) return false;
  await placeOrder(tx, null, {
    enterpriseId: n.enterpriseId,
    userId: null,
    type: RENEW_ORDER,
    goods: goodsOf(),
    quantity: 1,
    totalFen: n.monthlyFeeFen,
    discountFen: 0,
    couponFen: 0,
    couponId: null,
    payType: 'balance',
    detail: { ids: [n.id], months: 1, ...attemptKey(n), attempt },
    flowKind: 'renewal',
    remark: text('flow.cloud_number_rent', { number: n.number }),
    now,
    publicBase: '',
  });
  await notify(tx, {
    enterpriseId: n.enterpriseId,
    kind: 'cloud_number_charged',
    text: text('notice.cloud_number_charged', { number: n.number, fen: n.monthlyFeeFen }),
    resourceType: 'cloud_number',
    resourceId: n.id,
    at: now,
  });
  return true;
}

/** A failed attempt: an order the owner sees as payment_failed, and a notice. No money moves. */
async function recordFailure(tx: Db, n: CloudNumber, attempt: number, now: Date) {
  const goods = goodsOf();
  await tx.insert(orders).values({
    orderNo: newOrderNo('P', now),
    enterpriseId: n.enterpriseId,
    userId: null,
    type: RENEW_ORDER,
    goodsName: zh(goods).slice(0, 100),
    goodsText: goods,
    quantity: 1,
    totalFen: n.monthlyFeeFen,
    payType: 'balance',
    status: 'payment_failed',
    createdAt: now,
    expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
    detail: { ids: [n.id], months: 1, ...attemptKey(n), attempt, reason: '余额不足' },
  });
  await notify(tx, {
    enterpriseId: n.enterpriseId,
    kind: 'cloud_number_charge_failed',
    text: text('notice.cloud_number_charge_failed', { number: n.number, attempt }),
    resourceType: 'cloud_number',
    resourceId: n.id,
    at: now,
  });
}

async function unsubscribe(tx: Db, n: CloudNumber, now: Date, why: 'charge_failed' | 'not_renewed') {
  await tx.update(cloudNumbers).set({ status: 'unsubscribed', unsubscribedAt: now }).where(eq(cloudNumbers.id, n.id));
  // after a failed retry the failure notice already says it is unsubscribed
  if (why === 'not_renewed') {
    await notify(tx, {
      enterpriseId: n.enterpriseId,
      kind: 'cloud_number_unsubscribed',
      text: text('notice.cloud_number_unsubscribed', { number: n.number }),
      resourceType: 'cloud_number',
      resourceId: n.id,
      at: now,
    });
  }
}

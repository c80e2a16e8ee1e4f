// Job (spec §4): a phone with auto-renewal on, not expired and expiring within a day is renewed
// for 1 month from the wallet (a balance-paid renewal order + its ledger row). When the balance
// is short the attempt is recorded once per expiry as a 'payment_failed' order (so the owner
// sees it in the order list) and the job does not retry it every pass; it does renew later in
// the same window if the wallet has been topped up meanwhile. Expired phones are not renewed.
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterprises, orders, phones } from '../../db/schema';
import { newOrderNo } from '../../lib/crypto';
import type { Clock } from '../../providers/clock';
import { PAYMENT_WINDOW_MS, placeOrder } from '../billing/checkout';
import { text, zh } from '../../lib/texts';
import { specOfPhone, unitPrice, type Duration } from './catalogue';
import './fulfilment'; // registers phone_renew for placeOrder's balance payment
import { price } from './quote';
import { notify } from '../notice/write';

const DAY_MS = 24 * 3600 * 1000;
const ONE_MONTH: Duration = { unit: 'month', value: 1 };

type Phone = typeof phones.$inferSelect;

const due = (now: Date) =>
  and(
    eq(phones.autoRenew, true),
    isNull(phones.deletedAt),
    isNull(phones.purgedAt),
    gt(phones.expirationTime, now),
    lte(phones.expirationTime, new Date(now.getTime() + DAY_MS)),
  );

export async function autoRenewPhones({ db, clock }: { db: Db; clock: Clock }) {
  const now = clock.now();
  const candidates = await db.select({ id: phones.id }).from(phones).where(due(now));
  let renewed = 0;
  let failed = 0;
  for (const { id } of candidates) {
    const outcome = await db.transaction(async (tx) => {
      // re-checked under the row lock: another instance may have renewed it meanwhile
      const [phone] = await tx
        .select()
        .from(phones)
        .where(and(eq(phones.id, id), due(now)))
        .for('update');
      if (!phone) return 'skipped';
      return renewOne(tx, phone, now);
    });
    if (outcome === 'renewed') renewed++;
    if (outcome === 'failed') failed++;
  }
  return { renewed, failed };
}

async function renewOne(tx: Db, phone: Phone, now: Date): Promise<'renewed' | 'failed' | 'skipped'> {
  const spec = specOfPhone(phone.specName);
  const detail = {
    phone_ids: [phone.id],
    duration_unit: ONE_MONTH.unit,
    duration: ONE_MONTH.value,
    auto_renew: true,
    auto_renew_phone_id: phone.id,
    auto_renew_expiry: phone.expirationTime.toISOString(),
  };
  const goods = text('goods.phone_auto_renew', { phone: phone.phoneName, ...ONE_MONTH });
  const p = price(spec ? [unitPrice(spec, ONE_MONTH)] : [0], ONE_MONTH, null, now);
  const [ent] = await tx
    .select({ balance: enterprises.walletBalanceFen })
    .from(enterprises)
    .where(eq(enterprises.id, phone.enterpriseId))
    .for('update');
  if (spec && ent.balance >= p.pay_fen) {
    await placeOrder(tx, null, {
      enterpriseId: phone.enterpriseId,
      userId: null,
      type: 'phone_renew',
      goods,
      quantity: 1,
      totalFen: p.total_fen,
      discountFen: p.discount_fen,
      couponFen: 0,
      couponId: null,
      payType: 'balance',
      detail,
      flowKind: 'renewal',
      remark: text('flow.phone_auto_renew', { phone: phone.phoneName, ...ONE_MONTH }),
      now,
      publicBase: '',
    });
    return 'renewed';
  }
  const [recorded] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.enterpriseId, phone.enterpriseId),
        eq(orders.type, 'phone_renew'),
        eq(orders.status, 'payment_failed'),
        sql`${orders.detail}->>'auto_renew_phone_id' = ${String(phone.id)}`,
        sql`${orders.detail}->>'auto_renew_expiry' = ${detail.auto_renew_expiry}`,
      ),
    )
    .limit(1);
  if (recorded) return 'skipped';
  const reason = spec ? '余额不足' : `规格（${phone.specName || '未知'}）暂不支持续费`;
  await tx.insert(orders).values({
    orderNo: newOrderNo('P', now),
    enterpriseId: phone.enterpriseId,
    userId: null,
    type: 'phone_renew',
    goodsName: zh(goods).slice(0, 100),
    goodsText: goods,
    quantity: 1,
    totalFen: p.total_fen,
    discountFen: p.discount_fen,
    payType: 'balance',
    status: 'payment_failed',
    createdAt: now,
    expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
    detail: { ...detail, reason },
  });
  await notify(tx, {
    enterpriseId: phone.enterpriseId,
    kind: 'phone_renew_failed',
    text: text('notice.phone_renew_failed', { phone: phone.phoneName, reason: spec ? 'balance' : 'spec' }),
    resourceType: 'phone',
    resourceId: phone.id,
    at: now,
  });
  return 'failed';
}

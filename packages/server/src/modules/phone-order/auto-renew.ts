// Job (spec §4): a phone with auto-renewal on, not expired and expiring within a day is renewed
// for 1 month from the wallet (a balance-paid renewal order + its ledger row). When the balance
// is short the attempt is recorded once per expiry as a 'payment_failed' order (so the owner
// sees it in the order list) and the job does not retry it every pass; it does renew later in
// the same window if the wallet has been topped up meanwhile. Expired phones are not renewed.
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phones } from '../../db/schema';
import type { Clock } from '../../providers/clock';
import { chargeAutoRenewal, settledFailures } from '../billing/auto-renewal';
import { text } from '../../lib/texts';
import { specOfPhone, unitPrice, type Duration } from './catalogue';
import './fulfilment'; // registers phone_renew for placeOrder's balance payment
import { price } from '../billing/price';
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
  const candidates = await db
    .select({ id: phones.id, enterpriseId: phones.enterpriseId, expiry: phones.expirationTime, spec: phones.specName })
    .from(phones)
    .where(due(now));
  const settled = await settledFailures(
    db,
    'phone_renew',
    'auto_renew_phone_id',
    candidates.map((c) => ({ ...c, payFen: renewalPrice(c.spec, now)?.pay_fen ?? null })),
  );
  let renewed = 0;
  let failed = 0;
  for (const { id } of candidates) {
    if (settled.has(id)) continue;
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

/** One month of the phone's spec, as the job charges it; null when the spec cannot be priced. */
function renewalPrice(specName: string, now: Date) {
  const spec = specOfPhone(specName);
  return spec ? price([unitPrice(spec, ONE_MONTH)], ONE_MONTH, null, now) : null;
}

async function renewOne(tx: Db, phone: Phone, now: Date): Promise<'renewed' | 'failed' | 'skipped'> {
  const spec = specOfPhone(phone.specName);
  const renewal = renewalPrice(phone.specName, now);
  const outcome = await chargeAutoRenewal(
    tx,
    {
      enterpriseId: phone.enterpriseId,
      type: 'phone_renew',
      goods: text('goods.phone_auto_renew', { phone: phone.phoneName, ...ONE_MONTH }),
      price: renewal ?? price([0], ONE_MONTH, null, now),
      priced: renewal !== null,
      itemKey: 'auto_renew_phone_id',
      itemId: phone.id,
      expiry: phone.expirationTime,
      detail: { phone_ids: [phone.id], duration_unit: ONE_MONTH.unit, duration: ONE_MONTH.value },
      remark: text('flow.phone_auto_renew', { phone: phone.phoneName, ...ONE_MONTH }),
      prefix: 'P',
      reason: spec ? '余额不足' : `规格（${phone.specName || '未知'}）暂不支持续费`,
    },
    now,
  );
  if (outcome === 'failed')
    await notify(tx, {
      enterpriseId: phone.enterpriseId,
      kind: 'phone_renew_failed',
      text: text('notice.phone_renew_failed', { phone: phone.phoneName, reason: spec ? 'balance' : 'spec' }),
      resourceType: 'phone',
      resourceId: phone.id,
      at: now,
    });
  return outcome;
}

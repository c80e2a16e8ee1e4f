// Job (spec §4 'Device auto-renewal', like phones in phone-order/auto-renew.ts): a network card
// or platform IP device with auto-renewal on, not expired and expiring within a day is renewed
// for 1 month from the wallet (a balance-paid renewal order + its ledger row). A short balance is
// recorded once per expiry as a 'payment_failed' order; expired ones are not auto-renewed.
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterprises, ipDevices, networkCards, orders } from '../../db/schema';
import { newOrderNo } from '../../lib/crypto';
import { text, zh } from '../../lib/texts';
import { PAYMENT_WINDOW_MS, placeOrder } from '../billing/checkout';
import { DEVICE_RENEW } from '../ip-device/orders';
import { CARD_PRICES, DEVICE_PRICES, linePrice, priceOf, regionCodeOf, type Duration } from './catalogue';
import { CARD_RENEW } from './orders';
import { notify } from '../notice/write';

const DAY_MS = 24 * 3600 * 1000;
const ONE_MONTH: Duration = { unit: 'month', value: 1 };

interface Due {
  id: number;
  enterpriseId: number;
  exp: Date;
  lineFen: number;
  /** How the customer knows it: the card's IP / the device's address. */
  label: string;
}

const window = (col: typeof networkCards.expirationTime | typeof ipDevices.expirationTime, now: Date) =>
  and(gt(col, now), lte(col, new Date(now.getTime() + DAY_MS)));

const dueCards = (now: Date) =>
  and(eq(networkCards.autoRenew, true), isNull(networkCards.deletedAt), window(networkCards.expirationTime, now));
const dueDevices = (now: Date) =>
  and(
    eq(ipDevices.autoRenew, true),
    eq(ipDevices.kind, 'platform'),
    eq(ipDevices.stage, 'active'),
    isNull(ipDevices.deletedAt),
    isNull(ipDevices.purgedAt),
    window(ipDevices.expirationTime, now),
  );

export async function autoRenewNetwork(db: Db, now: Date) {
  let renewed = 0;
  let failed = 0;
  const tally = (o: string) => {
    if (o === 'renewed') renewed++;
    if (o === 'failed') failed++;
  };
  for (const { id } of await db.select({ id: networkCards.id }).from(networkCards).where(dueCards(now))) {
    tally(
      await db.transaction(async (tx) => {
        const [c] = await tx
          .select()
          .from(networkCards)
          .where(and(eq(networkCards.id, id), dueCards(now)))
          .for('update');
        if (!c) return 'skipped';
        const line = linePrice(CARD_PRICES, regionCodeOf(c.region), c.cardType, ONE_MONTH) ?? 0;
        return renewOne(
          tx,
          'card',
          { id: c.id, enterpriseId: c.enterpriseId, exp: c.expirationTime, lineFen: line, label: c.ip ?? `#${c.id}` },
          now,
        );
      }),
    );
  }
  for (const { id } of await db.select({ id: ipDevices.id }).from(ipDevices).where(dueDevices(now))) {
    tally(
      await db.transaction(async (tx) => {
        const [d] = await tx
          .select()
          .from(ipDevices)
          .where(and(eq(ipDevices.id, id), dueDevices(now)))
          .for('update');
        if (!d?.expirationTime) return 'skipped';
        const line = linePrice(DEVICE_PRICES, regionCodeOf(d.region), d.ipType, ONE_MONTH) ?? 0;
        return renewOne(
          tx,
          'device',
          {
            id: d.id,
            enterpriseId: d.enterpriseId,
            exp: d.expirationTime,
            lineFen: line,
            label: d.address || `#${d.id}`,
          },
          now,
        );
      }),
    );
  }
  return { renewed, failed };
}

async function renewOne(tx: Db, what: 'card' | 'device', item: Due, now: Date) {
  const type = what === 'card' ? CARD_RENEW : DEVICE_RENEW;
  const goods =
    what === 'card'
      ? text('goods.network_card_renew', { ...ONE_MONTH })
      : text('goods.ip_device_renew', { ...ONE_MONTH });
  const detail = {
    ids: [item.id],
    duration_unit: ONE_MONTH.unit,
    duration: ONE_MONTH.value,
    auto_renew: true,
    auto_renew_id: item.id,
    auto_renew_expiry: item.exp.toISOString(),
  };
  const p = priceOf([item.lineFen], ONE_MONTH, now);
  const [ent] = await tx
    .select({ balance: enterprises.walletBalanceFen })
    .from(enterprises)
    .where(eq(enterprises.id, item.enterpriseId))
    .for('update');
  if (item.lineFen > 0 && ent.balance >= p.pay_fen) {
    await placeOrder(tx, null, {
      enterpriseId: item.enterpriseId,
      userId: null,
      type,
      goods,
      quantity: 1,
      totalFen: p.total_fen,
      discountFen: p.discount_fen,
      couponFen: 0,
      couponId: null,
      payType: 'balance',
      detail,
      flowKind: 'renewal',
      remark:
        what === 'card' ? text('flow.network_card_renew', { count: 1 }) : text('flow.ip_device_renew', { count: 1 }),
      prefix: what === 'card' ? 'N' : 'I',
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
        eq(orders.enterpriseId, item.enterpriseId),
        eq(orders.type, type),
        eq(orders.status, 'payment_failed'),
        sql`${orders.detail}->>'auto_renew_id' = ${String(item.id)}`,
        sql`${orders.detail}->>'auto_renew_expiry' = ${detail.auto_renew_expiry}`,
      ),
    )
    .limit(1);
  if (recorded) return 'skipped';
  await tx.insert(orders).values({
    orderNo: newOrderNo(what === 'card' ? 'N' : 'I', now),
    enterpriseId: item.enterpriseId,
    userId: null,
    type,
    goodsName: zh(goods).slice(0, 100),
    goodsText: goods,
    quantity: 1,
    totalFen: p.total_fen,
    discountFen: p.discount_fen,
    payType: 'balance',
    status: 'payment_failed',
    createdAt: now,
    expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
    detail: { ...detail, reason: '余额不足' },
  });
  await notify(tx, {
    enterpriseId: item.enterpriseId,
    kind: 'network_renew_failed',
    text: text('notice.network_renew_failed', { what, label: item.label }),
    resourceType: what === 'card' ? 'network_card' : 'ip_device',
    resourceId: item.id,
    at: now,
  });
  return 'failed';
}

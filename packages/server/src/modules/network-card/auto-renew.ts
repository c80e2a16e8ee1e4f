// Job (spec §4 'Device auto-renewal', like phones in phone-order/auto-renew.ts): a network card
// or platform IP device with auto-renewal on, not expired and expiring within a day is renewed
// for 1 month from the wallet (a balance-paid renewal order + its ledger row). A short balance is
// recorded once per expiry as a 'payment_failed' order; expired ones are not auto-renewed.
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ipDevices, networkCards } from '../../db/schema';
import { text } from '../../lib/texts';
import { chargeAutoRenewal } from '../billing/auto-renewal';
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
  const card = what === 'card';
  const outcome = await chargeAutoRenewal(
    tx,
    {
      enterpriseId: item.enterpriseId,
      type: card ? CARD_RENEW : DEVICE_RENEW,
      goods: card
        ? text('goods.network_card_renew', { ...ONE_MONTH })
        : text('goods.ip_device_renew', { ...ONE_MONTH }),
      price: priceOf([item.lineFen], ONE_MONTH, now),
      priced: item.lineFen > 0,
      itemKey: 'auto_renew_id',
      itemId: item.id,
      expiry: item.exp,
      detail: { ids: [item.id], duration_unit: ONE_MONTH.unit, duration: ONE_MONTH.value },
      remark: card ? text('flow.network_card_renew', { count: 1 }) : text('flow.ip_device_renew', { count: 1 }),
      prefix: card ? 'N' : 'I',
      reason: '余额不足',
    },
    now,
  );
  if (outcome === 'failed')
    await notify(tx, {
      enterpriseId: item.enterpriseId,
      kind: 'network_renew_failed',
      text: text('notice.network_renew_failed', { what, label: item.label }),
      resourceType: card ? 'network_card' : 'ip_device',
      resourceId: item.id,
      at: now,
    });
  return outcome;
}

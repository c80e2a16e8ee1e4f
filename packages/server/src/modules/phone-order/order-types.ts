// The phone order types in the billing registry: labels, ledger kind, the phones an order created
// (phone_buy) or renewed (phone_renew) for the order detail, and withdrawing a paid purchase
// whose phones the provider has not allocated yet.
import { and, count, eq, inArray } from 'drizzle-orm';
import { phones } from '../../db/schema';
import type { Db } from '../../db/client';
import { registerOrderType, type OrderResource } from '../billing/order-types';
import type { Order } from '../billing/fulfilment';

type PhoneRow = Pick<typeof phones.$inferSelect, 'id' | 'phoneName' | 'expirationTime' | 'deletedAt' | 'purgedAt'>;
const cols = {
  id: phones.id,
  phoneName: phones.phoneName,
  expirationTime: phones.expirationTime,
  deletedAt: phones.deletedAt,
  purgedAt: phones.purgedAt,
};
const resourceOf = (p: PhoneRow): OrderResource => ({
  kind: 'phone',
  id: p.id,
  name: p.phoneName,
  expires_at: p.expirationTime.toISOString(),
  gone: p.deletedAt !== null || p.purgedAt !== null,
  path: p.deletedAt === null && p.purgedAt === null ? `/phoneItem?id=${p.id}` : null,
});

async function createdPhones(db: Db, order: Order) {
  const rows = await db
    .select(cols)
    .from(phones)
    .where(and(eq(phones.enterpriseId, order.enterpriseId), eq(phones.orderNo, order.orderNo)))
    .orderBy(phones.id);
  return rows.map(resourceOf);
}

async function renewedPhones(db: Db, order: Order) {
  const ids = Array.isArray(order.detail.phone_ids) ? (order.detail.phone_ids as number[]) : [];
  if (!ids.length) return [];
  const rows = await db
    .select(cols)
    .from(phones)
    .where(and(eq(phones.enterpriseId, order.enterpriseId), inArray(phones.id, ids)))
    .orderBy(phones.id);
  return rows.map(resourceOf);
}

registerOrderType({
  type: 'phone_buy',
  group: 'buy',
  label: { zh: '购买云手机', en: 'Buy cloud phones' },
  flowKind: 'purchase',
  resources: createdPhones,
  // the allocation job locks the order row and re-checks 'buying' before inserting phones, so with
  // the cancel holding that lock, "no phone yet" stays true until the order is cancelled
  withdraw: async (tx, order) => {
    const [c] = await tx.select({ n: count() }).from(phones).where(eq(phones.orderNo, order.orderNo));
    return Number(c?.n ?? 0) === 0;
  },
});
registerOrderType({
  type: 'phone_renew',
  group: 'buy',
  label: { zh: '续费云手机', en: 'Renew cloud phones' },
  flowKind: 'renewal',
  resources: renewedPhones,
});

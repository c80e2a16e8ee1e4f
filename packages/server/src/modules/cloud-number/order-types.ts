// The cloud number order types in the billing registry: labels, ledger kind, and the numbers an
// order created or renewed (order detail).
import { and, eq, inArray } from 'drizzle-orm';
import { cloudNumbers } from '../../db/schema';
import type { Db } from '../../db/client';
import { registerOrderType, type OrderResource } from '../billing/order-types';
import type { Order } from '../billing/fulfilment';
import { BUY_ORDER, RENEW_ORDER } from './fulfilment';

const resourceOf = (n: typeof cloudNumbers.$inferSelect): OrderResource => ({
  kind: 'cloud_number',
  id: n.id,
  name: n.number,
  expires_at: n.expirationTime.toISOString(),
  gone: n.status === 'unsubscribed',
  path: `/cloudNumber?keyword=${encodeURIComponent(n.number)}`,
});

const ofEnterprise = (order: Order) => eq(cloudNumbers.enterpriseId, order.enterpriseId);

async function created(db: Db, order: Order) {
  const rows = await db
    .select()
    .from(cloudNumbers)
    .where(and(ofEnterprise(order), eq(cloudNumbers.orderNo, order.orderNo)))
    .orderBy(cloudNumbers.id);
  return rows.map(resourceOf);
}

async function renewed(db: Db, order: Order) {
  const ids = Array.isArray(order.detail.ids) ? (order.detail.ids as number[]) : [];
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(cloudNumbers)
    .where(and(ofEnterprise(order), inArray(cloudNumbers.id, ids)))
    .orderBy(cloudNumbers.id);
  return rows.map(resourceOf);
}

registerOrderType({
  type: BUY_ORDER,
  group: 'buy',
  label: { zh: '购买云号码', en: 'Buy cloud numbers' },
  flowKind: 'purchase',
  resources: created,
});
registerOrderType({
  type: RENEW_ORDER,
  group: 'buy',
  label: { zh: '续费云号码', en: 'Renew cloud numbers' },
  flowKind: 'renewal',
  resources: renewed,
});

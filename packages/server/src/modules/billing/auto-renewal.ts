// One auto-renewal charge, shared by every kind's auto-renewal job (phones, sub-accounts, network
// cards, IP devices): under the enterprise's row lock, pay a balance renewal order (its ledger row
// in the same transaction), or — balance short, or the item cannot be priced — record one
// 'payment_failed' order per item and expiry, so a later run with the same short balance records
// nothing new. The caller writes its own notice when this returns 'failed'.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterprises, orders } from '../../db/schema';
import { newOrderNo } from '../../lib/crypto';
import { zh, type Text } from '../../lib/texts';
import { PAYMENT_WINDOW_MS, placeOrder } from './checkout';

export interface AutoRenewalCharge {
  enterpriseId: number;
  type: string;
  goods: Text;
  price: { total_fen: number; discount_fen: number; pay_fen: number };
  /** false: the item cannot be priced; recorded as failed with `reason`. */
  priced: boolean;
  /** The detail key naming the item ('auto_renew_id', or 'auto_renew_phone_id' for phones). */
  itemKey: string;
  itemId: number;
  /** The expiry this renewal is for: one failure recorded per item and expiry. */
  expiry: Date;
  detail: Record<string, unknown>;
  remark: Text;
  /** Order number prefix (P phones and sub-accounts, N cards, I devices). */
  prefix: string;
  /** Why it failed, kept on the failed order. */
  reason: string;
}

export async function chargeAutoRenewal(
  tx: Db,
  c: AutoRenewalCharge,
  now: Date,
): Promise<'renewed' | 'failed' | 'skipped'> {
  const detail = {
    ...c.detail,
    auto_renew: true,
    [c.itemKey]: c.itemId,
    auto_renew_expiry: c.expiry.toISOString(),
  };
  const [ent] = await tx
    .select({ balance: enterprises.walletBalanceFen })
    .from(enterprises)
    .where(eq(enterprises.id, c.enterpriseId))
    .for('update');
  if (c.priced && ent.balance >= c.price.pay_fen) {
    await placeOrder(tx, null, {
      enterpriseId: c.enterpriseId,
      userId: null,
      type: c.type,
      goods: c.goods,
      quantity: 1,
      totalFen: c.price.total_fen,
      discountFen: c.price.discount_fen,
      couponFen: 0,
      couponId: null,
      payType: 'balance',
      detail,
      flowKind: 'renewal',
      remark: c.remark,
      prefix: c.prefix,
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
        eq(orders.enterpriseId, c.enterpriseId),
        eq(orders.type, c.type),
        eq(orders.status, 'payment_failed'),
        sql`${orders.detail}->>${c.itemKey} = ${String(c.itemId)}`,
        sql`${orders.detail}->>'auto_renew_expiry' = ${detail.auto_renew_expiry}`,
      ),
    )
    .limit(1);
  if (recorded) return 'skipped';
  await tx.insert(orders).values({
    orderNo: newOrderNo(c.prefix, now),
    enterpriseId: c.enterpriseId,
    userId: null,
    type: c.type,
    goodsName: zh(c.goods).slice(0, 100),
    goodsText: c.goods,
    quantity: 1,
    totalFen: c.price.total_fen,
    discountFen: c.price.discount_fen,
    payType: 'balance',
    status: 'payment_failed',
    createdAt: now,
    expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
    detail: { ...detail, reason: c.reason },
  });
  return 'failed';
}

export interface AutoRenewalCandidate {
  id: number;
  enterpriseId: number;
  expiry: Date;
  /** What one renewal would charge; null when it cannot be priced. */
  payFen: number | null;
}

/**
 * The candidates a pass may leave alone without opening a transaction: their failure for this
 * expiry is recorded already and their enterprise's balance still does not cover one renewal (or
 * they cannot be priced) — chargeAutoRenewal would return 'skipped' for them. Two reads for the
 * whole pass instead of a locked transaction per item; a top-up makes them candidates again.
 */
export async function settledFailures(
  db: Db,
  type: string,
  itemKey: string,
  candidates: AutoRenewalCandidate[],
): Promise<Set<number>> {
  if (candidates.length === 0) return new Set();
  const enterpriseIds = [...new Set(candidates.map((c) => c.enterpriseId))];
  const [balances, recorded] = await Promise.all([
    db
      .select({ id: enterprises.id, balance: enterprises.walletBalanceFen })
      .from(enterprises)
      .where(inArray(enterprises.id, enterpriseIds)),
    db
      .select({
        item: sql<string>`${orders.detail}->>${itemKey}`,
        expiry: sql<string>`${orders.detail}->>'auto_renew_expiry'`,
      })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'payment_failed'),
          eq(orders.type, type),
          inArray(orders.enterpriseId, enterpriseIds),
          sql`${orders.detail}->>${itemKey} in (${sql.join(
            candidates.map((c) => sql`${String(c.id)}`),
            sql`, `,
          )})`,
        ),
      ),
  ]);
  const balanceOf = new Map(balances.map((b) => [b.id, b.balance]));
  const failedFor = new Set(recorded.map((r) => `${r.item}@${r.expiry}`));
  return new Set(
    candidates
      .filter(
        (c) =>
          failedFor.has(`${c.id}@${c.expiry.toISOString()}`) &&
          (c.payFen === null || (balanceOf.get(c.enterpriseId) ?? 0) < c.payFen),
      )
      .map((c) => c.id),
  );
}

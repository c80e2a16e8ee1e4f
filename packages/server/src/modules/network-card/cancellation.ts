// Job (spec §4, §9): a network card whose service expired 7 days ago is cancelled — unbound from
// its phones and sub-accounts and the enterprise told. Its IP was drawn by the order's simulated
// carrier (orders.ts), which has no interface to give it back to; when a real carrier is wired in,
// release() is where it is asked. The card left every list at that moment (queries.ts).
import { and, eq, isNull, lte } from 'drizzle-orm';
import { networkCards, phones, subAccounts } from '../../db/schema';
import { cancelCutoff, runCancellation, type CancellationRule } from '../../lib/cancellation';
import type { Db } from '../../db/client';
import { text } from '../../lib/texts';
import type { Clock } from '../../providers/clock';
import { notify } from '../notice/write';

const due = (now: Date) => and(isNull(networkCards.cancelledAt), lte(networkCards.expirationTime, cancelCutoff(now)));

const rule: CancellationRule<{ id: number }> = {
  job: 'network_card_cancellation',
  what: 'network card',
  due: (db, now) => db.select({ id: networkCards.id }).from(networkCards).where(due(now)),
  async release() {},
  async cancel(tx, c, now) {
    const [card] = await tx
      .update(networkCards)
      .set({ cancelledAt: now, autoRenew: false })
      .where(and(eq(networkCards.id, c.id), due(now)))
      .returning();
    if (!card) return false;
    await tx.update(phones).set({ networkCardId: null }).where(eq(phones.networkCardId, card.id));
    await tx.update(subAccounts).set({ networkCardId: null }).where(eq(subAccounts.networkCardId, card.id));
    await notify(tx, {
      enterpriseId: card.enterpriseId,
      kind: 'network_card_cancelled',
      text: text('notice.resource_cancelled', { what: 'card', label: card.ip ?? card.name }),
      resourceType: 'network_card',
      resourceId: card.id,
      at: now,
    });
    return true;
  },
};

export const cancelExpiredNetworkCards = ({ db, clock }: { db: Db; clock: Clock }) => runCancellation(db, clock, rule);

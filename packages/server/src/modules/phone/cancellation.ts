// Job (spec §4, §9): a phone whose service expired 7 days ago is cancelled — released at the
// provider, marked cancelled (it already left every list at that moment: filters.ts), and told to
// the enterprise as a notice. The loop itself is lib/cancellation.ts.
import { and, eq, isNull, lte } from 'drizzle-orm';
import { phones } from '../../db/schema';
import { cancelCutoff, runCancellation, type CancellationRule } from '../../lib/cancellation';
import type { Db } from '../../db/client';
import { text } from '../../lib/texts';
import type { Clock } from '../../providers/clock';
import type { CloudPhoneProvider } from '../../providers/cloud-phone';
import { notify } from '../notice/write';

const due = (now: Date) => and(isNull(phones.cancelledAt), lte(phones.expirationTime, cancelCutoff(now)));

const rule = (provider: CloudPhoneProvider): CancellationRule<{ id: number; instanceId: string | null }> => ({
  job: 'phone_cancellation',
  what: 'phone',
  due: (db, now) => db.select({ id: phones.id, instanceId: phones.providerInstanceId }).from(phones).where(due(now)),
  async release(c) {
    if (!c.instanceId) return;
    const out = await provider.release(c.instanceId);
    if (!out.ok) throw new Error(out.message);
  },
  async cancel(tx, c, now) {
    const [phone] = await tx
      .update(phones)
      .set({ cancelledAt: now, autoRenew: false })
      .where(and(eq(phones.id, c.id), due(now)))
      .returning();
    if (!phone) return false;
    await notify(tx, {
      enterpriseId: phone.enterpriseId,
      kind: 'phone_cancelled',
      text: text('notice.phone_cancelled', { phone: phone.phoneName }),
      resourceType: 'phone',
      resourceId: phone.id,
      at: now,
    });
    return true;
  },
});

export const cancelExpiredPhones = ({ db, clock, provider }: { db: Db; clock: Clock; provider: CloudPhoneProvider }) =>
  runCancellation(db, clock, rule(provider));

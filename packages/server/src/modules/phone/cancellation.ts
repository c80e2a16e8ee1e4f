// Job (spec §4, §9): a phone whose service expired 7 days ago is cancelled — released at the
// provider, marked cancelled (it already left every list at that moment: filters.ts), and told to
// the enterprise as a notice. The provider is asked first, outside the transaction; only a
// successful release is recorded, so a provider outage leaves the phone to the next pass and a
// second instance at most releases an already released instance (which the provider accepts).
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phones } from '../../db/schema';
import { recordRun } from '../../lib/job-runs';
import { text } from '../../lib/texts';
import type { Clock } from '../../providers/clock';
import type { CloudPhoneProvider } from '../../providers/cloud-phone';
import { notify } from '../notice/write';
import { CANCEL_AFTER_MS } from './filters';

const due = (now: Date) =>
  and(isNull(phones.cancelledAt), lte(phones.expirationTime, new Date(now.getTime() - CANCEL_AFTER_MS)));

export async function cancelExpiredPhones({
  db,
  clock,
  provider,
}: {
  db: Db;
  clock: Clock;
  provider: CloudPhoneProvider;
}) {
  return recordRun(
    db,
    'phone_cancellation',
    () => clock.now(),
    async (run) => {
      const now = clock.now();
      const candidates = await db
        .select({ id: phones.id, instanceId: phones.providerInstanceId })
        .from(phones)
        .where(due(now));
      for (const c of candidates) {
        await run.item(`phone ${c.id}`, async () => {
          if (c.instanceId) {
            const out = await provider.release(c.instanceId);
            if (!out.ok) throw new Error(out.message);
          }
          return db.transaction(async (tx) => {
            const [phone] = await tx
              .update(phones)
              .set({ cancelledAt: now, autoRenew: false })
              .where(and(eq(phones.id, c.id), due(now)))
              .returning();
            if (!phone) return false; // renewed meanwhile, or another instance got there first
            await notify(tx, {
              enterpriseId: phone.enterpriseId,
              kind: 'phone_cancelled',
              text: text('notice.phone_cancelled', { phone: phone.phoneName }),
              resourceType: 'phone',
              resourceId: phone.id,
              at: now,
            });
            return true;
          });
        });
      }
    },
  );
}

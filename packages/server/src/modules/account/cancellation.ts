// Job (spec §4, §9): a paid sub-account whose service expired 7 days ago is cancelled — its
// environment released at the provider (unless closing already did), its phone and network card
// freed, and the enterprise told. It left every list at that moment (queries.ts).
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { phones, subAccounts } from '../../db/schema';
import { cancelCutoff, runCancellation, type CancellationRule } from '../../lib/cancellation';
import type { Db } from '../../db/client';
import { text } from '../../lib/texts';
import type { Clock } from '../../providers/clock';
import type { SubAccountOperations } from '../../providers/sub-account';
import { notify } from '../notice/write';

const due = (now: Date) =>
  and(
    isNull(subAccounts.cancelledAt),
    isNotNull(subAccounts.paidAt),
    lte(subAccounts.expirationTime, cancelCutoff(now)),
  );

interface Candidate {
  id: number;
  instanceId: string | null;
  status: string;
}

const rule = (provider: SubAccountOperations): CancellationRule<Candidate> => ({
  job: 'account_cancellation',
  what: 'sub-account',
  due: (db, now) =>
    db
      .select({ id: subAccounts.id, instanceId: subAccounts.providerInstanceId, status: subAccounts.status })
      .from(subAccounts)
      .where(due(now)),
  async release(c) {
    if (!c.instanceId || c.status === 'closed') return;
    const out = await provider.releaseAccountEnv(c.instanceId);
    if (!out.ok) throw new Error(out.message);
  },
  async cancel(tx, c, now) {
    const [account] = await tx
      .update(subAccounts)
      .set({ cancelledAt: now, networkCardId: null })
      .where(and(eq(subAccounts.id, c.id), due(now)))
      .returning();
    if (!account) return false;
    await tx.update(phones).set({ accountId: null }).where(eq(phones.accountId, account.id));
    await notify(tx, {
      enterpriseId: account.enterpriseId,
      kind: 'account_cancelled',
      text: text('notice.resource_cancelled', { what: 'account', label: account.name }),
      resourceType: 'sub_account',
      resourceId: account.id,
      at: now,
    });
    return true;
  },
});

export const cancelExpiredAccounts = ({
  db,
  clock,
  provider,
}: {
  db: Db;
  clock: Clock;
  provider: SubAccountOperations;
}) => runCancellation(db, clock, rule(provider));

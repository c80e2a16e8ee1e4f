// Job: an enterprise whose balance will not cover the auto-renewals of the next 7 days is told,
// at most once a day, before anything fails. What "the auto-renewals of the next 7 days" are is
// renewal management's forecast over the billing registry (every renewable kind, priced as its
// own auto-renewal job prices it), so the warning and the screen never disagree.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cloudNumbers, enterprises, ipDevices, networkCards, notices, phones, subAccounts } from '../../db/schema';
import { recordRun } from '../../lib/job-runs';
import { text } from '../../lib/texts';
import type { Clock } from '../../providers/clock';
import { renewablesOf } from '../billing/renewables';
import { forecast, forecastScope } from '../renewal/forecast';
import { notify } from './write';

const DAY_MS = 24 * 3600_000;
export const FORECAST_DAYS = 7;

/** What the auto-renewals of the next 7 days will charge an enterprise, in fen. */
export async function autoRenewalsDue(db: Db, enterpriseId: number, now: Date): Promise<number> {
  return forecast(await renewablesOf(db, enterpriseId, now, forecastScope(now, FORECAST_DAYS)), 0, now).windows.find(
    (w) => w.days === FORECAST_DAYS,
  )!.total_fen;
}

/** Something of the enterprise renews itself (cheap pre-filter before the forecast). */
const hasAutoRenewal = (e: typeof enterprises.id) =>
  sql`(exists (select 1 from ${phones} p where p.enterprise_id = ${e} and p.auto_renew and p.deleted_at is null)
    or exists (select 1 from ${cloudNumbers} c where c.enterprise_id = ${e} and c.auto_renew and c.status <> 'unsubscribed')
    or exists (select 1 from ${subAccounts} a where a.enterprise_id = ${e} and a.auto_renew and a.deleted_at is null)
    or exists (select 1 from ${networkCards} n where n.enterprise_id = ${e} and n.auto_renew and n.deleted_at is null)
    or exists (select 1 from ${ipDevices} d where d.enterprise_id = ${e} and d.auto_renew and d.deleted_at is null))`;

export async function watchBalances({ db, clock }: { db: Db; clock: Clock }) {
  return recordRun(
    db,
    'balance_watch',
    () => clock.now(),
    async (run) => {
      const now = clock.now();
      // enterprises with something on auto-renew and no such notice in the last day
      const candidates = await db
        .select({ id: enterprises.id })
        .from(enterprises)
        .where(
          and(
            sql`not exists (select 1 from ${notices} n where n.enterprise_id = ${enterprises.id} and n.kind = 'balance_short' and n.created_at > ${new Date(now.getTime() - DAY_MS)})`,
            hasAutoRenewal(enterprises.id),
          ),
        );
      for (const { id } of candidates) {
        await run.item(`enterprise ${id}`, () =>
          db.transaction(async (tx) => {
            // the enterprise row lock: two instances never both write today's notice
            const [ent] = await tx
              .select({ balance: enterprises.walletBalanceFen })
              .from(enterprises)
              .where(eq(enterprises.id, id))
              .for('update');
            const [recent] = await tx
              .select({ id: notices.id })
              .from(notices)
              .where(
                and(
                  eq(notices.enterpriseId, id),
                  eq(notices.kind, 'balance_short'),
                  gte(notices.createdAt, new Date(now.getTime() - DAY_MS)),
                ),
              )
              .limit(1);
            if (recent) return false;
            const due = await autoRenewalsDue(tx, id, now);
            if (ent.balance >= due) return false;
            await notify(tx, {
              enterpriseId: id,
              kind: 'balance_short',
              text: text('notice.balance_short', { due_fen: due, balance_fen: ent.balance, days: FORECAST_DAYS }),
              resourceType: 'enterprise',
              resourceId: id,
              at: now,
            });
            return true;
          }),
        );
      }
    },
  );
}

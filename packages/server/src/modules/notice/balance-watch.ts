// Job: an enterprise whose balance will not cover the auto-renewals of the next 7 days (phones
// priced as the renewal job prices them, cloud numbers at their monthly rent when their 23rd
// falls in the window) is told, at most once a day, before anything fails.
import { and, eq, gt, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cloudNumbers, enterprises, notices, phones } from '../../db/schema';
import { recordRun } from '../../lib/job-runs';
import { text } from '../../lib/texts';
import type { Clock } from '../../providers/clock';
import { rentCalendar } from '../cloud-number/rent';
import { specOfPhone, unitPrice, type Duration } from '../phone-order/catalogue';
import { price } from '../phone-order/quote';
import { notify } from './write';

const DAY_MS = 24 * 3600_000;
export const FORECAST_DAYS = 7;
const ONE_MONTH: Duration = { unit: 'month', value: 1 };

/** What the auto-renewals of the next 7 days will charge an enterprise, in fen. */
export async function autoRenewalsDue(db: Db, enterpriseId: number, now: Date): Promise<number> {
  const until = new Date(now.getTime() + FORECAST_DAYS * DAY_MS);
  const duePhones = await db
    .select({ specName: phones.specName })
    .from(phones)
    .where(
      and(
        eq(phones.enterpriseId, enterpriseId),
        eq(phones.autoRenew, true),
        sql`${phones.deletedAt} is null`,
        gt(phones.expirationTime, now),
        lte(phones.expirationTime, new Date(until.getTime() + DAY_MS)), // renewed a day before expiry
      ),
    );
  let fen = 0;
  for (const p of duePhones) {
    const spec = specOfPhone(p.specName);
    if (spec) fen += price([unitPrice(spec, ONE_MONTH)], ONE_MONTH, null, now).pay_fen;
  }
  const numbers = await db
    .select({ fee: cloudNumbers.monthlyFeeFen, exp: cloudNumbers.expirationTime })
    .from(cloudNumbers)
    .where(
      and(
        eq(cloudNumbers.enterpriseId, enterpriseId),
        eq(cloudNumbers.autoRenew, true),
        ne(cloudNumbers.status, 'unsubscribed'),
      ),
    );
  for (const n of numbers) {
    const charge = rentCalendar(n.exp).charge;
    if (charge <= until) fen += n.fee;
  }
  return fen;
}

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
          sql`not exists (select 1 from ${notices} n where n.enterprise_id = ${enterprises.id} and n.kind = 'balance_short' and n.created_at > ${new Date(now.getTime() - DAY_MS)})
            and (exists (select 1 from ${phones} p where p.enterprise_id = ${enterprises.id} and p.auto_renew and p.deleted_at is null and p.expiration_time > ${now})
              or exists (select 1 from ${cloudNumbers} c where c.enterprise_id = ${enterprises.id} and c.auto_renew and c.status <> 'unsubscribed'))`,
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

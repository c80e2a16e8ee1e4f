// Job: POST each pending notice to its enterprise's webhook, signed (sign.ts), with back-off on
// failure: 1 min, 5 min, 30 min, 2 h, 6 h, then given up (status 'failed'); every attempt's
// status code or error is kept for the delivery log. A delivery is claimed with a conditional
// UPDATE that pushes its next attempt a lease ahead, so two instances never send it at once; a
// crash mid-send leaves it to be retried when the lease ends (receivers dedupe by the id).
import http from 'node:http';
import https from 'node:https';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notices, webhookDeliveries, webhooks } from '../../db/schema';
import { recordRun } from '../../lib/job-runs';
import { render } from '../../lib/texts';
import type { Clock } from '../../providers/clock';
import { guardedLookup } from '../../lib/public-address';
import { SIGNATURE_HEADER, signature } from './sign';

export const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 6 * 3600_000];
export const MAX_ATTEMPTS = BACKOFF_MS.length + 1;
const LEASE_MS = 60_000;
const TIMEOUT_MS = 5_000;
const BATCH = 50;

type Delivery = typeof webhookDeliveries.$inferSelect;

/** allowPrivate: dev/test mode only, where the suites' receivers listen on loopback. */
export async function deliverWebhooks({
  db,
  clock,
  allowPrivate = false,
}: {
  db: Db;
  clock: Clock;
  allowPrivate?: boolean;
}) {
  return recordRun(
    db,
    'webhook_delivery',
    () => clock.now(),
    async (run) => {
      const now = clock.now();
      const due = await db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
        .orderBy(asc(webhookDeliveries.nextAttemptAt))
        .limit(BATCH);
      for (const { id } of due) {
        // a receiver that refuses is recorded on the delivery, not counted as the job failing
        await run.item(`delivery ${id}`, () => deliverOne(db, id, clock, allowPrivate));
      }
    },
  );
}

async function deliverOne(db: Db, id: number, clock: Clock, allowPrivate: boolean): Promise<boolean> {
  const now = clock.now();
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
      ),
    )
    .returning();
  if (!claimed) return false; // another instance has it
  const [hook] = await db.select().from(webhooks).where(eq(webhooks.enterpriseId, claimed.enterpriseId));
  const [notice] = await db.select().from(notices).where(eq(notices.id, claimed.noticeId));
  if (!hook || !hook.enabled || !notice) {
    await settle(db, claimed, { ok: false, error: 'webhook removed or disabled' }, now, true);
    return true;
  }
  const body = JSON.stringify({
    id: notice.id,
    enterprise_id: notice.enterpriseId,
    kind: notice.kind,
    text: { zh: render(notice.text, 'zh'), en: render(notice.text, 'en') },
    resource_type: notice.resourceType,
    resource_id: notice.resourceId,
    created_at: notice.createdAt.toISOString(),
  });
  const outcome = await post(hook.url, body, signature(hook.secret, body, now), claimed.id, allowPrivate);
  await settle(db, claimed, outcome, clock.now(), false);
  return true;
}

interface Outcome {
  ok: boolean;
  status?: number;
  error?: string;
}

/** One POST, no redirects followed (a redirect could lead anywhere: counted as a failure). */
function post(url: string, body: string, sig: string, deliveryId: number, allowPrivate: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const u = new URL(url);
    const req = (u.protocol === 'https:' ? https : http).request(u, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        [SIGNATURE_HEADER]: sig,
        'X-Console-Delivery': String(deliveryId),
      },
      lookup: guardedLookup(allowPrivate),
      timeout: TIMEOUT_MS,
    });
    req.once('response', (res) => {
      res.resume(); // the receiver's body is not read
      const status = res.statusCode ?? 0;
      resolve(status >= 200 && status < 300 ? { ok: true, status } : { ok: false, status, error: `HTTP ${status}` });
    });
    req.once('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    req.once('error', (err) => resolve({ ok: false, error: err.message }));
    req.end(body);
  });
}

async function settle(db: Db, d: Delivery, o: Outcome, now: Date, giveUp: boolean) {
  const attempts = d.attempts + 1;
  const failed = giveUp || attempts >= MAX_ATTEMPTS;
  await db
    .update(webhookDeliveries)
    .set({
      attempts,
      lastStatusCode: o.status ?? null,
      lastError: (o.error ?? '').slice(0, 300),
      ...(o.ok
        ? { status: 'delivered', deliveredAt: now }
        : failed
          ? { status: 'failed' }
          : { nextAttemptAt: new Date(now.getTime() + BACKOFF_MS[attempts - 1]) }),
    })
    .where(eq(webhookDeliveries.id, d.id));
}

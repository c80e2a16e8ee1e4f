// Job: POST each pending notice to its enterprise's webhook, signed (sign.ts), with back-off on
// failure: 1 min, 5 min, 30 min, 2 h, 6 h, then given up (status 'failed'); every attempt's
// status code or error is kept for the delivery log. A delivery is claimed with a conditional
// UPDATE that pushes its next attempt a lease ahead, so two instances never send it at once; a
// crash mid-send leaves it to be retried when the lease ends (receivers dedupe by the id).
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notices, webhookDeliveries, webhooks } from '../../db/schema';
import { recordRun } from '../../lib/job-runs';
import { render } from '../../lib/texts';
import type { Clock } from '../../providers/clock';
import { SIGNATURE_HEADER, signature } from './sign';

export const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 6 * 3600_000];
export const MAX_ATTEMPTS = BACKOFF_MS.length + 1;
const LEASE_MS = 60_000;
const TIMEOUT_MS = 5_000;
const BATCH = 50;

type Delivery = typeof webhookDeliveries.$inferSelect;

export async function deliverWebhooks({ db, clock }: { db: Db; clock: Clock }) {
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
        await run.item(`delivery ${id}`, () => deliverOne(db, id, clock));
      }
    },
  );
}

async function deliverOne(db: Db, id: number, clock: Clock): Promise<boolean> {
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
  const outcome = await post(hook.url, body, signature(hook.secret, body, now), claimed.id);
  await settle(db, claimed, outcome, clock.now(), false);
  return true;
}

interface Outcome {
  ok: boolean;
  status?: number;
  error?: string;
}

async function post(url: string, body: string, sig: string, deliveryId: number): Promise<Outcome> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: sig,
        'X-Console-Delivery': String(deliveryId),
      },
      body,
      redirect: 'manual', // a redirect could lead anywhere: not followed, counted as a failure
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.status >= 200 && res.status < 300
      ? { ok: true, status: res.status }
      : { ok: false, status: res.status, error: `HTTP ${res.status}` };
  } catch (err) {
    return {
      ok: false,
      error: err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err),
    };
  }
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

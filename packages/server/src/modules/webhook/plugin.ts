// Routes: GET/POST /webhook/config, POST /webhook/rotateSecret, GET /webhook/deliveries (the boss
// only; access.ts). The secret is returned whole only by the call that made or rotated it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WebhookConfig, WebhookConfigBody, WebhookDelivery, WebhookDeliveryQuery } from '@console/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Db } from '../../db/client';
import { notices, webhookDeliveries, webhooks } from '../../db/schema';
import { AppError, Code, envelope, ok, okIn } from '../../lib/envelope';
import { listEnvelope } from '../../lib/paging';
import { caller } from '../auth/guard';
import type { Deps } from '../deps';
import { newWebhookSecret } from './sign';
import { webhookUrlProblem } from './url';

const tags = ['webhook'];
const security = [{ PToken: [] }];

async function configOf(db: Db, enterpriseId: number, secret?: string): Promise<WebhookConfig> {
  const [h] = await db.select().from(webhooks).where(eq(webhooks.enterpriseId, enterpriseId));
  if (!h) return { configured: false, url: '', enabled: false, secret_hint: '' };
  return {
    configured: true,
    url: h.url,
    enabled: h.enabled,
    secret_hint: h.secret.slice(-4),
    ...(secret ? { secret } : {}),
  };
}

export const webhookPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;

  app.get(
    '/webhook/config',
    {
      schema: {
        tags,
        security,
        summary: "The enterprise's webhook (secret masked)",
        response: envelope(WebhookConfig),
      },
    },
    async (req) => ok(await configOf(db, caller(req).user.enterpriseId)),
  );

  app.post(
    '/webhook/config',
    {
      schema: {
        tags,
        security,
        summary: 'Sets the webhook URL and whether it is on; the first call makes the secret and returns it once',
        body: WebhookConfigBody,
        response: envelope(WebhookConfig),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const url = req.body.url.trim();
      const problem = webhookUrlProblem(url, deps.devMode);
      if (problem) throw new AppError(Code.VALIDATION, problem);
      const secret = newWebhookSecret();
      const [row] = await db
        .insert(webhooks)
        .values({ enterpriseId: user.enterpriseId, url, secret, enabled: req.body.enabled, updatedAt: clock.now() })
        .onConflictDoUpdate({
          target: webhooks.enterpriseId,
          set: { url, enabled: req.body.enabled, updatedAt: clock.now() },
        })
        .returning({ secret: webhooks.secret });
      return okIn(req, await configOf(db, user.enterpriseId, row.secret === secret ? secret : undefined), {
        zh: '保存成功',
        en: 'Saved',
      });
    },
  );

  app.post(
    '/webhook/rotateSecret',
    {
      schema: {
        tags,
        security,
        summary: 'A new signing secret, returned once; the old one stops at once',
        body: Type.Object({}),
        response: envelope(WebhookConfig),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const secret = newWebhookSecret();
      const done = await db
        .update(webhooks)
        .set({ secret, updatedAt: clock.now() })
        .where(eq(webhooks.enterpriseId, user.enterpriseId))
        .returning({ id: webhooks.enterpriseId });
      if (!done.length)
        throw new AppError(Code.CONFLICT, { zh: '请先设置 Webhook 地址', en: 'Set the webhook URL first' });
      return okIn(req, await configOf(db, user.enterpriseId, secret), {
        zh: '已生成新的签名密钥',
        en: 'New signing secret generated',
      });
    },
  );

  app.get(
    '/webhook/deliveries',
    {
      schema: {
        tags,
        security,
        summary: 'The delivery log, newest first',
        querystring: WebhookDeliveryQuery,
        response: listEnvelope(WebhookDelivery),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const where = eq(webhookDeliveries.enterpriseId, user.enterpriseId);
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(webhookDeliveries)
        .where(where);
      const rows = await db
        .select({ d: webhookDeliveries, kind: notices.kind })
        .from(webhookDeliveries)
        .innerJoin(notices, eq(notices.id, webhookDeliveries.noticeId))
        .where(where)
        .orderBy(desc(webhookDeliveries.id))
        .limit(req.query.limit)
        .offset((req.query.page - 1) * req.query.limit);
      return ok({
        total,
        list: rows.map(({ d, kind }) => ({
          id: d.id,
          notice_id: d.noticeId,
          kind,
          url: d.url,
          status: d.status,
          attempts: d.attempts,
          next_attempt_at: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
          last_status_code: d.lastStatusCode,
          last_error: d.lastError,
          delivered_at: d.deliveredAt?.toISOString() ?? null,
          created_at: d.createdAt.toISOString(),
        })),
      });
    },
  );
};

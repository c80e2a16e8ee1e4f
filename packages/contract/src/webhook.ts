// The enterprise's webhook (enterprise configuration): every notice is POSTed to its URL, signed
// with HMAC-SHA256 (header X-Console-Signature: t=<unix>,v1=<hex of HMAC(secret, "t.body")>).
// The boss sets it; the secret is shown once, when made or rotated.
import { Type, type Static } from 'typebox';
import { messages } from './messages';
import { WEBHOOK_MESSAGES } from './orgMessages';
import { PagingQuery } from './paging';

export const WebhookConfig = Type.Object({
  configured: Type.Boolean(),
  url: Type.String(),
  enabled: Type.Boolean(),
  /** the secret's last 4 characters ('' when not configured) */
  secret_hint: Type.String(),
  /** the whole secret: only in the answer that made or rotated it */
  secret: Type.Optional(Type.String()),
});
export type WebhookConfig = Static<typeof WebhookConfig>;

export const WebhookConfigBody = Type.Object({
  url: Type.String({
    minLength: 1,
    maxLength: 500,
    ...messages({ invalid: WEBHOOK_MESSAGES.url, required: WEBHOOK_MESSAGES.urlRequired }),
  }),
  enabled: Type.Boolean(),
});
export type WebhookConfigBody = Static<typeof WebhookConfigBody>;

export const WebhookDelivery = Type.Object({
  id: Type.Integer(),
  notice_id: Type.Integer(),
  kind: Type.String(),
  url: Type.String(),
  status: Type.String({ description: 'pending | delivered | failed' }),
  attempts: Type.Integer(),
  next_attempt_at: Type.Union([Type.String(), Type.Null()], { description: 'ISO time; null once settled' }),
  last_status_code: Type.Union([Type.Integer(), Type.Null()]),
  last_error: Type.String(),
  delivered_at: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;

export const WebhookDeliveryQuery = Type.Object({ ...PagingQuery });

// Calls of the webhook settings (shapes: @console/contract). Reads reject with the server code so
// the screen can show its own 403 panel; writes reject with the server's sentence.
import type { Page, WebhookConfig, WebhookConfigBody, WebhookDelivery } from '@console/contract';
import { get, post, RequestError, SUCCESS_CODES } from '@console/shared';

export type { WebhookConfig, WebhookDelivery };

export const webhookKeys = {
  config: ['org', 'webhook', 'config'] as const,
  deliveries: (page: number) => ['org', 'webhook', 'deliveries', page] as const,
};

async function call<T>(res: Promise<{ code: number; message: string; data: T }>): Promise<T> {
  const r = await res;
  if (!SUCCESS_CODES.includes(r.code))
    throw new RequestError(r.message || String(r.code), { code: r.code, response: r });
  return r.data;
}

export const webhookApi = {
  config: () => call(get<WebhookConfig>('/webhook/config', undefined, { noGlobalError: true })),
  save: (body: WebhookConfigBody) => call(post<WebhookConfig>('/webhook/config', body, { noGlobalError: true })),
  rotate: () => call(post<WebhookConfig>('/webhook/rotateSecret', {}, { noGlobalError: true })),
  deliveries: (page: number, limit: number) =>
    call(get<Page<WebhookDelivery>>('/webhook/deliveries', { page, limit }, { noGlobalError: true })),
};

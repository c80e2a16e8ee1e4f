// Routes: POST /auth/zhanfu (the boss; spec §7 "body passed through"): a one-time ticket on the
// configured provider management site address (PROVIDER_SITE_URL, spec §7 Other). Only with the
// default setting: GET /provider/simulator, the built-in simulator of that site, which takes the
// ticket once and shows the enterprise and its phone count.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { count } from 'drizzle-orm';
import {
  PROVIDER_TICKET_TTL_SECONDS,
  ProviderSimulatorQuery,
  ProviderSiteBody,
  ProviderSiteResult,
} from '@console/contract';
import { phones } from '../../db/schema';
import { envelope, ok } from '../../lib/envelope';
import { langOf, type Localized } from '../../lib/lang';
import { caller, requireAuth } from '../auth/guard';
import type { Deps } from '../deps';
import { visiblePhones } from '../phone/filters';
import { providerSimulatorPage, providerSimulatorRefusal } from './simulator-page';
import { consumeProviderTicket, issueProviderTicket, type TicketRefusal } from './tickets';

export interface ProviderSiteOptions extends Deps {
  /** The provider management site address (PROVIDER_SITE_URL); unset: this API's own simulator. */
  siteUrl?: string;
}

export const SIMULATOR_PATH = '/provider/simulator';

/** `PROVIDER_SITE_URL` → the address, or an error naming it (an http(s) URL with a host). */
export function providerSiteUrlFrom(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  let u: URL | null = null;
  try {
    u = new URL(v);
  } catch {
    /* refused below */
  }
  if (!u || (u.protocol !== 'http:' && u.protocol !== 'https:') || !u.host)
    throw new Error(`PROVIDER_SITE_URL is not an http(s) address: ${v}`);
  return u.toString();
}

export const providerSitePlugin: FastifyPluginAsyncTypebox<ProviderSiteOptions> = async (app, opts) => {
  const { siteUrl, ...deps } = opts;
  const { db, clock } = deps;
  const base = siteUrl ?? `${deps.apiPublicUrl}${SIMULATOR_PATH}`;

  await app.register(async (inner) => {
    const authed = inner.withTypeProvider<TypeBoxTypeProvider>();
    requireAuth(authed, deps);
    authed.post(
      '/auth/zhanfu',
      {
        schema: {
          tags: ['provider site'],
          security: [{ PToken: [] }],
          summary:
            "The boss's hand-off into the cloud-phone provider's management site: its configured address " +
            '(PROVIDER_SITE_URL) with a one-time ticket (5 min); `redirect` names a page of that site',
          body: ProviderSiteBody,
          response: envelope(ProviderSiteResult),
        },
      },
      async (req) => {
        const { user, sessionId } = caller(req);
        const redirect = req.body?.redirect ?? '';
        const ticket = await issueProviderTicket(
          db,
          { userId: user.id, enterpriseId: user.enterpriseId, sessionId },
          redirect,
          clock.now(),
        );
        const url = new URL(base);
        url.searchParams.set('ticket', ticket);
        if (redirect) url.searchParams.set('redirect', redirect);
        return ok({ url: url.toString(), expires_in: PROVIDER_TICKET_TTL_SECONDS });
      },
    );
  });

  if (!siteUrl) await app.register(async (sim) => simulatorRoutes(sim, deps));
};

/** Every simulator page: no script, no forms, no framing, not cached (the ticket is in its URL). */
const HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

const REFUSED: Record<TicketRefusal, { status: number; title: Localized; text: Localized }> = {
  unknown: {
    status: 403,
    title: { zh: '票据无效', en: 'Invalid ticket' },
    text: {
      zh: '登录票据无效：请从控制台的“服务商管理后台”重新进入',
      en: 'The sign-in ticket is invalid: open “Provider console” in the console again',
    },
  },
  used: {
    status: 409,
    title: { zh: '票据已使用', en: 'Ticket already used' },
    text: {
      zh: '登录票据只能使用一次：请从控制台的“服务商管理后台”重新进入',
      en: 'A sign-in ticket works once: open “Provider console” in the console again',
    },
  },
  expired: {
    status: 410,
    title: { zh: '票据已过期', en: 'Ticket expired' },
    text: {
      zh: '登录票据已超过5分钟有效期：请从控制台的“服务商管理后台”重新进入',
      en: 'The sign-in ticket was not used within 5 minutes: open “Provider console” in the console again',
    },
  },
  ended: {
    status: 403,
    title: { zh: '登录已失效', en: 'Session ended' },
    text: {
      zh: '签发票据的登录已失效：请重新登录控制台后再进入',
      en: 'The console session that issued the ticket has ended: sign in to the console again',
    },
  },
};

async function simulatorRoutes(scope: FastifyInstance, deps: Deps): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = deps;
  app.addHook('onSend', async (_req, reply, body) => {
    reply.headers(HEADERS);
    return body;
  });

  app.get(
    SIMULATOR_PATH,
    {
      schema: {
        tags: ['provider site simulator'],
        summary:
          "[Simulator] The cloud-phone provider's management site (HTML), default PROVIDER_SITE_URL: takes the one-time ticket of POST /auth/zhanfu, once",
        querystring: ProviderSimulatorQuery,
      },
    },
    async (req, reply) => {
      reply.type('text/html; charset=utf-8');
      const lang = langOf(req);
      const now = clock.now();
      const t = await consumeProviderTicket(db, req.query.ticket, now);
      if (!t.ok) {
        const r = REFUSED[t.reason];
        return reply.status(r.status).send(providerSimulatorRefusal(r.title, r.text, lang));
      }
      const [row] = await db.select({ n: count() }).from(phones).where(visiblePhones(t.user, now));
      return providerSimulatorPage(
        { enterpriseName: t.enterpriseName, phoneCount: Number(row?.n ?? 0), redirect: t.redirect },
        lang,
      );
    },
  );
}

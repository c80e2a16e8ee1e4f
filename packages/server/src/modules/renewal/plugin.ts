// Routes of renewal management: GET /renewal/list (every renewable resource, from the billing
// registry), GET /renewal/kinds, GET /renewal/forecast (auto-renewal charges of the next 7 / 30
// days against the balance), POST /renewal/autoRenew (bulk, across kinds). Admins only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  RenewableItem,
  RenewalAutoRenewBody,
  RenewalForecast,
  RenewalKinds,
  RenewalListQuery,
  Updated,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import { enterprises } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { langOf } from '../../lib/lang';
import { listEnvelope } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { actorOf, logEvent } from '../enterprise-log/write';
import { renewableKind, renewableKinds, renewablesOf } from '../billing/renewables';
import { forecast, forecastScope } from './forecast';
import type { Localized } from '@console/contract/localized';

const tags = ['renewal'];
const security = [{ PToken: [] }];
const DAY_MS = 24 * 3600_000;
export const NOT_RENEWABLE: Localized = { zh: '续费资源不存在', en: 'Resource to renew not found' };

export const renewalPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
  requireAuth(app, deps);

  const allItems = (enterpriseId: number, now: Date) => renewablesOf(db, enterpriseId, now);

  app.get(
    '/renewal/kinds',
    {
      schema: { tags, security, summary: 'The registered renewable kinds', response: envelope(RenewalKinds) },
    },
    async (req) => ok(renewableKinds().map((k) => ({ kind: k.kind, label: k.label[langOf(req)] }))),
  );

  app.get(
    '/renewal/list',
    {
      schema: {
        tags,
        security,
        summary: 'Every renewable resource of the enterprise, soonest expiry first',
        querystring: RenewalListQuery,
        response: listEnvelope(RenewableItem),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const now = clock.now();
      const q = req.query;
      const lang = langOf(req);
      const until = q.within_days ? now.getTime() + q.within_days * DAY_MS : null;
      const items = (await allItems(user.enterpriseId, now))
        .filter((i) => !q.kind || i.kind === q.kind)
        .filter((i) => q.auto_renew === undefined || i.auto_renew === (q.auto_renew === 1))
        .filter((i) => until === null || Date.parse(i.expires_at) <= until)
        .sort((a, b) => Date.parse(a.expires_at) - Date.parse(b.expires_at) || a.id - b.id);
      const start = (q.page - 1) * q.limit;
      return ok({
        total: items.length,
        list: items.slice(start, start + q.limit).map((i) => ({
          ...i,
          kind_label: renewableKind(i.kind)?.label[lang] ?? i.kind,
        })),
      });
    },
  );

  app.get(
    '/renewal/forecast',
    {
      schema: {
        tags,
        security,
        summary: 'Auto-renewal charges of the next 7 and 30 days against the balance',
        response: envelope(RenewalForecast),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const now = clock.now();
      const [[ent], items] = await Promise.all([
        db
          .select({ balance: enterprises.walletBalanceFen })
          .from(enterprises)
          .where(eq(enterprises.id, user.enterpriseId)),
        renewablesOf(db, user.enterpriseId, now, forecastScope(now)),
      ]);
      return ok(forecast(items, ent.balance, now));
    },
  );

  app.post(
    '/renewal/autoRenew',
    {
      schema: {
        tags,
        security,
        summary: 'Turn auto-renewal on or off for resources of any kinds (all or nothing)',
        body: RenewalAutoRenewBody,
        response: envelope(Updated),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const on = req.body.auto_renew === 1;
      const byKind = new Map<string, number[]>();
      for (const i of req.body.items) byKind.set(i.kind, [...(byKind.get(i.kind) ?? []), i.id]);
      return ok(
        await db.transaction(async (tx) => {
          let updated = 0;
          for (const [kind, ids] of byKind) {
            const k = renewableKind(kind);
            const unique = [...new Set(ids)];
            const found = k ? await k.setAutoRenew(tx, user.enterpriseId, unique, on) : [];
            // an unknown kind or an id of another enterprise: nothing changes (the transaction rolls back)
            if (found.length !== unique.length) throw new AppError(Code.NOT_FOUND, NOT_RENEWABLE);
            updated += found.length;
          }
          await logEvent(tx, actorOf(req), {
            area: 'billing',
            action: 'renewal.autoRenew',
            target: { type: 'renewable', id: req.body.items.map((i) => `${i.kind}:${i.id}`).join(','), name: '' },
            detail: { after: { auto_renew: on, count: updated } },
          });
          return { updated };
        }),
      );
    },
  );
};

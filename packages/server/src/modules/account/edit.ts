// Routes: POST /account/add, /account/update, /account/updateRemark, /account/bindGroup,
// /account/unbindNetworkCard, /account/configEnvir (manager). Names, groups and cards are checked
// inside the caller's enterprise; configuring the environment follows the state machine.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, inArray } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES as M,
  AccountAddBody,
  AccountCreated,
  AccountEnvBody,
  AccountGroupBody,
  AccountOneBody,
  AccountRemarkBody,
  AccountUpdateBody,
  RESOLUTION_IDS,
  Updated,
} from '@console/contract';
import { subAccounts } from '../../db/schema';
import type { Localized } from '@console/contract/localized';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import { requireManager } from '../phone/visible';
import { brandByValue, countryByCode, siteByValue } from './catalogue';
import { loadAccount, loadAccounts, requireFreeCard, requireGroup } from './load';
import { logAccounts } from './log';
import { about, REFUSAL, requireAllowed, stateOf } from './state';

const tags = ['account'];
const security = [{ PToken: [] }];
const bad = (message: Localized): never => {
  throw new AppError(Code.VALIDATION, message);
};

function cleanName(name: string) {
  const n = name.trim();
  if (!n) bad(M.nameRequired);
  return n;
}
function cleanSite(site: string | undefined) {
  const s = (site ?? '').trim();
  if (s && !siteByValue(s)) bad(M.site);
  return s;
}

export const accountEditRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;

  app.post(
    '/account/add',
    {
      schema: {
        tags,
        security,
        summary: 'Create a sub-account (state creating, awaiting its first payment on /account/buy) (manager)',
        body: AccountAddBody,
        response: envelope(AccountCreated),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const b = req.body;
      const name = cleanName(b.name);
      const site = cleanSite(b.site);
      const now = clock.now();
      await requireGroup(db, user.enterpriseId, b.group_id);
      await requireFreeCard(db, user.enterpriseId, b.network_card_id, null, now);
      return ok(
        await db.transaction(async (tx) => {
          const [a] = await tx
            .insert(subAccounts)
            .values({
              enterpriseId: user.enterpriseId,
              name,
              remark: (b.remark ?? '').trim(),
              site,
              groupId: b.group_id ?? null,
              networkCardId: b.network_card_id ?? null,
              status: 'creating',
              paidAt: null,
              // no period yet: the first payment sets the expiry
              expirationTime: now,
              createdAt: now,
            })
            .returning();
          await logAccounts(tx, req, 'add', [a], { after: { name, site } });
          return { id: a.id, name: a.name };
        }),
      );
    },
  );

  app.post(
    '/account/update',
    {
      schema: {
        tags,
        security,
        summary: 'Edit name, remark, site, group and network card (manager)',
        body: AccountUpdateBody,
        response: envelope(),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const b = req.body;
      const now = clock.now();
      const a = await loadAccount(db, user, now, b.id);
      if (stateOf(a, now) === 'closed') throw new AppError(Code.CONFLICT, about(a.name, REFUSAL.closed));
      const name = cleanName(b.name);
      const site = b.site === undefined ? a.site : cleanSite(b.site);
      await requireGroup(db, user.enterpriseId, b.group_id);
      await requireFreeCard(db, user.enterpriseId, b.network_card_id, a.id, now);
      const set = {
        name,
        site,
        remark: b.remark === undefined ? a.remark : b.remark.trim(),
        groupId: b.group_id === undefined ? a.groupId : b.group_id,
        networkCardId: b.network_card_id === undefined ? a.networkCardId : b.network_card_id,
      };
      await db.transaction(async (tx) => {
        await tx.update(subAccounts).set(set).where(eq(subAccounts.id, a.id));
        await logAccounts(tx, req, 'update', [a], {
          before: {
            name: a.name,
            site: a.site,
            remark: a.remark,
            group_id: a.groupId,
            network_card_id: a.networkCardId,
          },
          after: {
            name: set.name,
            site: set.site,
            remark: set.remark,
            group_id: set.groupId,
            network_card_id: set.networkCardId,
          },
        });
      });
      return ok(null);
    },
  );

  app.post(
    '/account/updateRemark',
    {
      schema: { tags, security, summary: 'Set the remark (manager)', body: AccountRemarkBody, response: envelope() },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const a = await loadAccount(db, user, clock.now(), req.body.id);
      const remark = req.body.remark.trim();
      await db.transaction(async (tx) => {
        await tx.update(subAccounts).set({ remark }).where(eq(subAccounts.id, a.id));
        await logAccounts(tx, req, 'remark', [a], { before: { remark: a.remark }, after: { remark } });
      });
      return ok(null);
    },
  );

  app.post(
    '/account/bindGroup',
    {
      schema: {
        tags,
        security,
        summary: 'Put sub-accounts into a group of the enterprise (null = ungrouped) (manager)',
        body: AccountGroupBody,
        response: envelope(Updated),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const rows = await loadAccounts(db, user, clock.now(), req.body.account_ids);
      const g = await requireGroup(db, user.enterpriseId, req.body.group_id);
      const ids = rows.map((r) => r.id);
      return ok(
        await db.transaction(async (tx) => {
          const done = await tx
            .update(subAccounts)
            .set({ groupId: g?.id ?? null })
            .where(inArray(subAccounts.id, ids))
            .returning({ id: subAccounts.id });
          await logAccounts(tx, req, 'bindGroup', rows, { after: { group: g?.name ?? '' } });
          return { updated: done.length };
        }),
      );
    },
  );

  app.post(
    '/account/unbindNetworkCard',
    {
      schema: {
        tags,
        security,
        summary: 'Take the network card off a sub-account (manager)',
        body: AccountOneBody,
        response: envelope(),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const a = await loadAccount(db, user, clock.now(), req.body.id);
      if (a.networkCardId === null)
        throw new AppError(Code.CONFLICT, about(a.name, { zh: '未绑定网卡', en: 'No network card is bound' }));
      await db.transaction(async (tx) => {
        await tx.update(subAccounts).set({ networkCardId: null }).where(eq(subAccounts.id, a.id));
        await logAccounts(tx, req, 'unbindNetworkCard', [a], { before: { network_card_id: a.networkCardId } });
      });
      return ok(null);
    },
  );

  app.post(
    '/account/configEnvir',
    {
      schema: {
        tags,
        security,
        summary: 'Set brand/model, country and §9 resolution of sub-accounts (manager; creating, running, powered off)',
        body: AccountEnvBody,
        response: envelope(Updated),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const b = req.body;
      const brand = brandByValue(b.brand.trim()) ?? bad(M.brand);
      const model = (b.model ?? '').trim() || brand.models[0];
      if (!brand.models.includes(model)) bad(M.brand);
      const country = countryByCode(b.country.trim()) ?? bad(M.country);
      if (!RESOLUTION_IDS.includes(b.resolution)) bad(M.resolution);
      const now = clock.now();
      return ok(
        await db.transaction(async (tx) => {
          const rows = await loadAccounts(tx, user, now, b.account_ids, true);
          requireAllowed(rows, 'configure', now);
          const env = { brand: brand.value, model, country: country.code, resolution: b.resolution };
          await tx
            .update(subAccounts)
            .set(env)
            .where(
              inArray(
                subAccounts.id,
                rows.map((r) => r.id),
              ),
            );
          await logAccounts(tx, req, 'configEnvir', rows, { after: env });
          return { updated: rows.length };
        }),
      );
    },
  );
};

// Routes: POST /account/close (注销: the environment is given back to the provider first — a
// refusal there changes nothing — then the phone is freed; only delete remains) and POST /account/delAccount (the sub-account leaves every list). Admin only; the
// state machine decides which sub-accounts may go (a running one is powered off first).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inArray } from 'drizzle-orm';
import { AccountIdsBody, Updated } from '@console/contract';
import { phones, subAccounts } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import { loadAccounts } from './load';
import { logAccounts } from './log';
import { PROVIDER_FAILED } from './settle';
import { about, requireAllowed } from './state';

const tags = ['account'];
const security = [{ PToken: [] }];

export const accountRemovalRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, provider } = deps;

  app.post(
    '/account/close',
    {
      schema: {
        tags,
        security,
        summary: 'Close sub-accounts: not running, environment released, phone freed (admin)',
        body: AccountIdsBody,
        response: envelope(Updated),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const now = clock.now();
      // outside the transaction: the provider may be slow; releasing twice is accepted there
      const asked = await loadAccounts(db, user, now, req.body.account_ids);
      requireAllowed(asked, 'close', now);
      for (const a of asked) {
        if (!a.providerInstanceId) continue;
        const out = await provider.releaseAccountEnv(a.providerInstanceId).catch(() => ({ ok: false }));
        if (!out.ok) throw new AppError(Code.CONFLICT, about(a.name, PROVIDER_FAILED));
      }
      return ok(
        await db.transaction(async (tx) => {
          const rows = await loadAccounts(tx, user, now, req.body.account_ids, true);
          requireAllowed(rows, 'close', now);
          const ids = rows.map((r) => r.id);
          await tx.update(subAccounts).set({ status: 'closed' }).where(inArray(subAccounts.id, ids));
          await tx.update(phones).set({ accountId: null }).where(inArray(phones.accountId, ids));
          await logAccounts(tx, req, 'close', rows);
          return { updated: ids.length };
        }),
      );
    },
  );

  app.post(
    '/account/delAccount',
    {
      schema: {
        tags,
        security,
        summary: 'Delete sub-accounts (not running or initializing); their phones are freed (admin)',
        body: AccountIdsBody,
        response: envelope(Updated),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const now = clock.now();
      return ok(
        await db.transaction(async (tx) => {
          const rows = await loadAccounts(tx, user, now, req.body.account_ids, true);
          requireAllowed(rows, 'delete', now);
          const ids = rows.map((r) => r.id);
          await tx.update(subAccounts).set({ deletedAt: now }).where(inArray(subAccounts.id, ids));
          await tx.update(phones).set({ accountId: null }).where(inArray(phones.accountId, ids));
          await logAccounts(tx, req, 'delete', rows);
          return { updated: ids.length };
        }),
      );
    },
  );
};

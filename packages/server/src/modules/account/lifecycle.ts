// Routes: POST /account/checkInitialize, /account/initialize, /account/powerOffByAccountID,
// /account/actionYunPhone, /account/batchSetStatus, GET /account/oneKeyInstallSoftware (manager).
// The state machine (state.ts) refuses the whole request before the provider is asked; then each
// sub-account is one provider call, and only those the provider did are moved to the next state.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  AccountActionBody,
  AccountBatchStatusBody,
  AccountIdsBody,
  AccountInstallQuery,
  AccountOneBody,
  AccountOutcomes,
  InitializeChecks,
  type AccountAction,
  type AccountOutcome,
  type AccountPowerAction,
  type InitializeCheck,
} from '@console/contract';
import type { Db } from '../../db/client';
import { subAccounts } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { langOf } from '../../lib/lang';
import { textIn, type Localized } from '@console/contract/localized';
import type { CloudPhoneProvider } from '../../providers/cloud-phone';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import type { SessionUser } from '../auth/session';
import { requireManager } from '../phone/visible';
import { STANDARD_SOFTWARE } from './catalogue';
import { loadAccount, loadAccounts, phoneOf } from './load';
import { logAccounts } from './log';
import { PROVIDER_FAILED } from './settle';
import { about, nextState, refusal, requireAllowed, stateOf, storedState, type AccountRow } from './state';

const tags = ['account'];
const NOT_PAID: Localized = { zh: '分身尚未支付，请先购买', en: 'The sub-account is not paid yet; buy it first' };
const STATE_CHANGED: Localized = {
  zh: '分身状态已变化，请刷新后重试',
  en: 'The sub-account changed state meanwhile; refresh and try again',
};
const security = [{ PToken: [] }];

/** Why a sub-account cannot be initialized now (empty = it can). */
async function initReasons(db: Db, a: AccountRow, now: Date): Promise<Localized[]> {
  const reasons: Localized[] = [];
  const why = refusal(stateOf(a, now), 'initialize');
  if (why) reasons.push(why);
  if (a.paidAt === null) reasons.push(NOT_PAID);
  if (!a.brand || !a.country || !a.resolution)
    reasons.push({ zh: '请先配置环境', en: 'Configure the environment first' });
  const phone = await phoneOf(db, a.id);
  if (!phone) reasons.push({ zh: '请先绑定云手机', en: 'Bind a cloud phone first' });
  else if (phone.expirationTime.getTime() <= now.getTime())
    reasons.push({ zh: '绑定的云手机已过期，请续费后再操作', en: 'The bound cloud phone has expired; renew it first' });
  return reasons;
}

/** Every reason, one sentence per language. */
const allOf = (reasons: Localized[]): Localized => ({
  zh: reasons.map((r) => r.zh).join('；'),
  en: reasons.map((r) => r.en).join('; '),
});

/** Provider power calls for each row, then the state change of the ones that worked. */
async function power(
  db: Db,
  provider: CloudPhoneProvider,
  req: FastifyRequest,
  user: SessionUser,
  now: Date,
  ids: number[],
  action: AccountPowerAction,
): Promise<AccountOutcome[]> {
  const lang = langOf(req);
  const rows = await loadAccounts(db, user, now, ids);
  requireAllowed(rows, action, now);
  const outcomes: AccountOutcome[] = [];
  for (const a of rows) {
    let done = false;
    let message = '';
    try {
      const r = a.providerInstanceId
        ? await provider.accountPower(a.providerInstanceId, action)
        : { ok: false, message: '' };
      done = r.ok;
      // the provider's own text has no language: passed on as it came
      message = r.ok ? '' : r.message || textIn(PROVIDER_FAILED, lang);
    } catch {
      message = textIn(PROVIDER_FAILED, lang);
    }
    const from = storedState(a);
    const to = done ? nextState(action, from) : from;
    if (done && to !== from) {
      // only if nobody moved it meanwhile
      const moved = await db
        .update(subAccounts)
        .set({ status: to })
        .where(and(eq(subAccounts.id, a.id), eq(subAccounts.status, a.status)))
        .returning({ id: subAccounts.id });
      if (!moved.length) {
        done = false;
        message = textIn(STATE_CHANGED, lang);
      }
    }
    outcomes.push({ id: a.id, name: a.name, ok: done, message, state: done ? to : stateOf(a, now) });
  }
  await logAccounts(
    db,
    req,
    action,
    rows,
    { after: { ok: outcomes.filter((o) => o.ok).length, failed: outcomes.filter((o) => !o.ok).length } },
    outcomes.every((o) => o.ok) ? 'ok' : 'failed',
  );
  return outcomes;
}

export const accountLifecycleRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, provider } = deps;

  app.post(
    '/account/checkInitialize',
    {
      schema: {
        tags,
        security,
        summary: 'Whether sub-accounts can be initialized now, and why not (changes nothing)',
        body: AccountIdsBody,
        response: envelope(InitializeChecks),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const now = clock.now();
      const lang = langOf(req);
      const rows = await loadAccounts(db, user, now, req.body.account_ids);
      const list: InitializeCheck[] = [];
      for (const a of rows) {
        const reasons = await initReasons(db, a, now);
        list.push({
          id: a.id,
          name: a.name,
          ready: reasons.length === 0,
          reasons: reasons.map((r) => textIn(r, lang)),
        });
      }
      return ok({ list });
    },
  );

  app.post(
    '/account/initialize',
    {
      schema: {
        tags,
        security,
        summary: 'Build (or rebuild) the environments at the provider: → initializing (manager)',
        body: AccountIdsBody,
        response: envelope(AccountOutcomes),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const now = clock.now();
      const rows = await loadAccounts(db, user, now, req.body.account_ids);
      requireAllowed(rows, 'initialize', now);
      for (const a of rows) {
        const reasons = await initReasons(db, a, now);
        if (reasons.length) throw new AppError(Code.CONFLICT, about(a.name, allOf(reasons)));
      }
      const list: AccountOutcome[] = [];
      for (const a of rows) {
        const phone = await phoneOf(db, a.id);
        try {
          const { instanceId } = await provider.createAccountEnv(
            {
              accountId: a.id,
              phoneInstanceId: phone?.providerInstanceId ?? null,
              brand: a.brand,
              model: a.model,
              country: a.country,
              resolution: a.resolution,
            },
            now,
          );
          await db
            .update(subAccounts)
            .set({ status: 'initializing', providerInstanceId: instanceId, initStartedAt: now })
            .where(eq(subAccounts.id, a.id));
          list.push({ id: a.id, name: a.name, ok: true, message: '', state: 'initializing' });
        } catch {
          list.push({
            id: a.id,
            name: a.name,
            ok: false,
            message: textIn(PROVIDER_FAILED, langOf(req)),
            state: stateOf(a, now),
          });
        }
      }
      await logAccounts(db, req, 'initialize', rows, { after: { ok: list.filter((o) => o.ok).length } });
      return ok({ list });
    },
  );

  app.post(
    '/account/powerOffByAccountID',
    {
      schema: {
        tags,
        security,
        summary: 'Power a running sub-account off (manager)',
        body: AccountOneBody,
        response: envelope(AccountOutcomes),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      return ok({ list: await power(db, provider, req, user, clock.now(), [req.body.id], 'powerOff') });
    },
  );

  app.post(
    '/account/actionYunPhone',
    {
      schema: {
        tags,
        security,
        summary: 'Power on, power off or restart sub-accounts (manager)',
        body: AccountActionBody,
        response: envelope(AccountOutcomes),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const b = req.body;
      return ok({ list: await power(db, provider, req, user, clock.now(), b.account_ids, b.action) });
    },
  );

  app.post(
    '/account/batchSetStatus',
    {
      schema: {
        tags,
        security,
        summary: 'Set many sub-accounts running or powered off (manager)',
        body: AccountBatchStatusBody,
        response: envelope(AccountOutcomes),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const action: AccountPowerAction = req.body.status === 'running' ? 'powerOn' : 'powerOff';
      return ok({ list: await power(db, provider, req, user, clock.now(), req.body.account_ids, action) });
    },
  );

  app.get(
    '/account/oneKeyInstallSoftware',
    {
      schema: {
        tags,
        security,
        summary: 'Install the standard software into a running sub-account (manager)',
        querystring: AccountInstallQuery,
        response: envelope(AccountOutcomes),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const now = clock.now();
      const a = await loadAccount(db, user, now, req.query.id);
      const action: AccountAction = 'install';
      requireAllowed([a], action, now);
      let outcome: AccountOutcome;
      try {
        const r = await provider.installSoftware(a.providerInstanceId ?? '', STANDARD_SOFTWARE);
        outcome = { id: a.id, name: a.name, ok: r.ok, message: r.ok ? '' : r.message, state: stateOf(a, now) };
      } catch {
        outcome = {
          id: a.id,
          name: a.name,
          ok: false,
          message: textIn(PROVIDER_FAILED, langOf(req)),
          state: stateOf(a, now),
        };
      }
      await logAccounts(
        db,
        req,
        'install',
        [a],
        { after: { software: STANDARD_SOFTWARE } },
        outcome.ok ? 'ok' : 'failed',
      );
      return ok({ list: [outcome] });
    },
  );
};

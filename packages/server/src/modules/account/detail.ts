// Routes: GET /account/detail, GET /account/getPodDetail, POST /account/getStatus.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import {
  AccountDetail,
  AccountIdQuery,
  AccountIdsBody,
  AccountStatusList,
  PodDetail,
  type AccountDetail as Detail,
} from '@console/contract';
import type { Db } from '../../db/client';
import { networkCards, phoneGroups } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { langOf } from '../../lib/lang';
import { remaining } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import { loadAccount, loadAccounts, phoneOf } from './load';
import { liveStatus, PROVIDER_FAILED } from './settle';
import { about, actionsOf, REFUSAL, stateOf, type AccountRow } from './state';

const tags = ['account'];
const security = [{ PToken: [] }];

async function detailOf(db: Db, a: AccountRow, now: Date): Promise<Detail> {
  const [phone, [group], [card]] = await Promise.all([
    phoneOf(db, a.id),
    a.groupId ? db.select().from(phoneGroups).where(eq(phoneGroups.id, a.groupId)) : Promise.resolve([]),
    a.networkCardId ? db.select().from(networkCards).where(eq(networkCards.id, a.networkCardId)) : Promise.resolve([]),
  ]);
  const state = stateOf(a, now);
  return {
    id: a.id,
    name: a.name,
    state,
    paid: a.paidAt !== null,
    phone_id: phone?.id ?? null,
    phone_name: phone?.phoneName ?? '',
    group_id: a.groupId,
    group_name: group?.name ?? '',
    network_card_id: a.networkCardId,
    network_card: card?.name ?? '',
    network_card_ip: card?.ip ?? '',
    site: a.site,
    env: { brand: a.brand, model: a.model, country: a.country, resolution: a.resolution },
    memory_gb: a.memoryGb,
    remark: a.remark,
    expiration_time: a.expirationTime.toISOString(),
    ...(a.paidAt ? remaining(a.expirationTime, now) : { remain_day: 0, remain_hour: 0, is_expired: 0 }),
    created_at: a.createdAt.toISOString(),
    actions: a.paidAt === null ? actionsOf(state).filter((x) => x !== 'initialize') : actionsOf(state),
  };
}

export const accountDetailRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, provider } = deps;

  app.get(
    '/account/detail',
    {
      schema: {
        tags,
        security,
        summary: 'One sub-account with its environment, bindings and the actions its state allows',
        querystring: AccountIdQuery,
        response: envelope(AccountDetail),
      },
    },
    async (req) => {
      const now = clock.now();
      const a = await loadAccount(db, caller(req).user, now, req.query.id);
      await liveStatus(db, provider, [a], now, langOf(req)); // an environment that finished initializing shows as running
      return ok(await detailOf(db, a, now));
    },
  );

  app.get(
    '/account/getPodDetail',
    {
      schema: {
        tags,
        security,
        summary: "The provider's view of the sub-account's pod (initialized sub-accounts)",
        querystring: AccountIdQuery,
        response: envelope(PodDetail),
      },
    },
    async (req) => {
      const now = clock.now();
      const a = await loadAccount(db, caller(req).user, now, req.query.id);
      if (!a.providerInstanceId) throw new AppError(Code.CONFLICT, about(a.name, REFUSAL.creating));
      let pod;
      try {
        pod = await provider.accountPod(a.providerInstanceId, a.initStartedAt, now);
      } catch {
        throw new AppError(Code.CONFLICT, PROVIDER_FAILED);
      }
      return ok({
        instance_id: pod.instanceId,
        online: pod.online && stateOf(a, now) === 'running',
        cpu_cores: pod.cpuCores,
        memory_mb: pod.memoryMb,
        storage_gb: pod.storageGb + a.memoryGb,
        android_version: pod.androidVersion,
        brand: a.brand,
        model: a.model,
        resolution: a.resolution,
        ip: pod.ip,
        uptime_seconds: stateOf(a, now) === 'running' ? pod.uptimeSeconds : 0,
      });
    },
  );

  app.post(
    '/account/getStatus',
    {
      schema: {
        tags,
        security,
        summary: 'Live state of sub-accounts from the provider; a provider failure is that row’s error',
        body: AccountIdsBody,
        response: envelope(AccountStatusList),
      },
    },
    async (req) => {
      const now = clock.now();
      const rows = await loadAccounts(db, caller(req).user, now, req.body.account_ids);
      return ok({ list: await liveStatus(db, provider, rows, now, langOf(req)) });
    },
  );
};

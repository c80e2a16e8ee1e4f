// Routes: GET /phone/cnt, GET /phone/list.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { envelope, ok } from '../../lib/envelope';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { countPhones, listPhones } from './queries';

const tags = ['phone'];
const security = [{ PToken: [] }];
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);

export const PhoneItem = Type.Object({
  id: Type.Integer(), phone_name: Type.String(), is_domestic_name: Type.String(), spec_name: Type.String(),
  version: Type.String(), group_id: NullableInt, group_name: Type.String(), remark: Type.String(),
  account_id: NullableInt, account_name: Type.String(), network_card_id: NullableInt,
  network_card_name: Type.String(), status: Type.String({ description: "'normal' | 'abnormal'" }),
  expiration_time: Type.String({ description: 'ISO 8601' }), remain_day: Type.Integer(), remain_hour: Type.Integer(),
  is_expired: Type.Integer(), auto_renew: Type.Integer(), created_at: Type.String(),
});

export const phonePlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
  requireAuth(app, deps);

  app.get('/phone/cnt', {
    schema: {
      tags, security, summary: 'Phone counters: all, will expire (≤3 days), expired (≤7 days ago)',
      response: envelope(Type.Object({ allCnt: Type.Integer(), willExpiredCnt: Type.Integer(), expiredCnt: Type.Integer() })),
    },
  }, async (req) => {
    const { user } = caller(req);
    const now = clock.now();
    const [allCnt, willExpiredCnt, expiredCnt] = await Promise.all(
      ([0, 1, 2] as const).map((f) => countPhones(db, user, now, f)),
    );
    return ok({ allCnt, willExpiredCnt, expiredCnt });
  });

  app.get('/phone/list', {
    schema: {
      tags, security,
      summary: 'Paged phone list. filterStatus: 0 all, 1 will expire, 2 expired, 4 no sub-account, 6 no network card',
      querystring: Type.Object({
        page: Type.Integer({ minimum: 1, default: 1 }),
        limit: Type.Integer({ minimum: 1, maximum: 99999, default: 10 }),
        filterStatus: Type.Union([0, 1, 2, 4, 6].map((n) => Type.Literal(n)), { default: 0 }),
        keyword: Type.Optional(Type.String({ maxLength: 50 })),
      }),
      response: envelope(Type.Object({ total: Type.Integer(), list: Type.Array(PhoneItem) })),
    },
  }, async (req) => {
    const q = req.query;
    return ok(await listPhones(db, caller(req).user, clock.now(), {
      page: q.page, limit: q.limit, filterStatus: q.filterStatus as 0 | 1 | 2 | 4 | 6, keyword: q.keyword,
    }));
  });
};

// Routes: POST /account/prices, /account/getBatchPaymentList, /account/batchPaymentV1 (buy or
// renew), /memory/batchPayment (extra storage). Sold through billing's sell routes (sales.ts)
// like phones: the balance pays at once with its ledger row in the same transaction,
// Alipay/WeChat leave the order awaiting payment with the checkout url.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, isNotNull, isNull, ne, gt, type SQL } from 'drizzle-orm';
import {
  AccountPayBody,
  AccountPriceBody,
  BatchPaymentList,
  BatchPaymentListBody,
  MemoryPayBody,
} from '@console/contract';
import { subAccounts } from '../../db/schema';
import { envelope, ok } from '../../lib/envelope';
import { remaining } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import { payOptions, payRoute, priceRoute } from '../billing/sell';
import { DURATIONS } from '../phone-order/catalogue';
import { ACCOUNT_DAY_FEN, ACCOUNT_MONTH_FEN, MEMORY_PRICES } from './catalogue';
import { loadAccounts } from './load';
import type { PriceKind } from './pricing';
import { visibleAccounts } from './queries';
import { ACCOUNT_SALES, accountSaleOf } from './sales';
import { stateOf } from './state';

const tags = ['account'];
const security = [{ PToken: [] }];

/** The sub-accounts each kind of order can be for, when the screen does not name them. */
function candidates(kind: PriceKind, now: Date): SQL {
  const open = ne(subAccounts.status, 'closed');
  if (kind === 'buy') return and(open, isNull(subAccounts.paidAt))!;
  if (kind === 'renew') return and(open, isNotNull(subAccounts.paidAt))!;
  return and(open, isNotNull(subAccounts.paidAt), gt(subAccounts.expirationTime, now))!;
}

export const accountPaymentRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;

  priceRoute(app, deps, tags, {
    path: '/account/prices',
    summary: 'Price of buying, renewing or adding storage to sub-accounts',
    body: AccountPriceBody,
    sale: accountSaleOf,
  });

  app.post(
    '/account/getBatchPaymentList',
    {
      schema: {
        tags,
        security,
        summary: 'The sub-accounts a buy/renew/storage order can be for, with prices, durations and pay types',
        body: BatchPaymentListBody,
        response: envelope(BatchPaymentList),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const now = clock.now();
      const kind = req.body.kind;
      const rows = req.body.account_ids
        ? await loadAccounts(db, user, now, req.body.account_ids)
        : await db
            .select()
            .from(subAccounts)
            .where(and(visibleAccounts(user, now), candidates(kind, now)))
            .orderBy(subAccounts.expirationTime, subAccounts.id)
            .limit(500);
      return ok({
        list: rows.map((a) => ({
          id: a.id,
          name: a.name,
          state: stateOf(a, now),
          paid: a.paidAt !== null,
          memory_gb: a.memoryGb,
          expiration_time: a.expirationTime.toISOString(),
          ...(a.paidAt ? remaining(a.expirationTime, now) : { remain_day: 0, is_expired: 0 }),
        })),
        month_fen: ACCOUNT_MONTH_FEN,
        day_fen: ACCOUNT_DAY_FEN,
        memory: MEMORY_PRICES,
        durations: DURATIONS.map((d) => ({ unit: d.unit, value: d.value })),
        ...(await payOptions(deps, user)),
      });
    },
  );

  payRoute(app, deps, tags, {
    path: '/account/batchPaymentV1',
    summary: 'Pay for sub-accounts: buy (first period, admin) or renew (renewal permission)',
    body: AccountPayBody,
    sale: accountSaleOf,
  });
  payRoute(app, deps, tags, {
    path: '/memory/batchPayment',
    summary: 'Buy extra storage for sub-accounts (admin)',
    body: MemoryPayBody,
    sale: ACCOUNT_SALES.memory,
  });
};

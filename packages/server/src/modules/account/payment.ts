// Routes: POST /account/prices, /account/getBatchPaymentList, /account/batchPaymentV1 (buy or
// renew), /memory/batchPayment (extra storage). Orders go through billing's placeOrder like
// phones: the balance pays at once with its ledger row in the same transaction, Alipay/WeChat
// leave the order awaiting payment with the checkout url; every order shows in billing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNotNull, isNull, ne, gt, type SQL } from 'drizzle-orm';
import {
  AccountPayBody,
  AccountPriceBody,
  BatchPaymentList,
  BatchPaymentListBody,
  MemoryPayBody,
  PayResult,
  Price,
} from '@console/contract';
import type { Db } from '../../db/client';
import { enterprises, subAccounts } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { remaining } from '../../lib/paging';
import { publicBase } from '../../lib/public-url';
import { text } from '../../lib/texts';
import type { Deps } from '../deps';
import { caller, isStaff } from '../auth/guard';
import type { SessionUser } from '../auth/session';
import { PAY_TYPES, placeOrder } from '../billing/checkout';
import { DURATIONS } from '../phone-order/catalogue';
import { seesWalletBalance } from '../user/member-info';
import { ACCOUNT_DAY_FEN, ACCOUNT_MONTH_FEN, MEMORY_PRICES } from './catalogue';
import './fulfilment'; // registers account_buy / account_renew / account_memory with billing
import { loadAccounts } from './load';
import { logAccounts } from './log';
import { quote, type PriceKind } from './pricing';
import { visibleAccounts } from './queries';
import { stateOf } from './state';

const tags = ['account'];
const security = [{ PToken: [] }];
const PRICE_CHANGED = '价格已变化，请刷新后重试';
const BUY_ADMIN = '仅老板账号可以购买分身';

/** The sub-accounts each kind of order can be for, when the screen does not name them. */
function candidates(kind: PriceKind, now: Date): SQL {
  const open = ne(subAccounts.status, 'closed');
  if (kind === 'buy') return and(open, isNull(subAccounts.paidAt))!;
  if (kind === 'renew') return and(open, isNotNull(subAccounts.paidAt))!;
  return and(open, isNotNull(subAccounts.paidAt), gt(subAccounts.expirationTime, now))!;
}

async function pay(
  tx: Db,
  deps: Deps,
  user: SessionUser,
  base: string,
  kind: PriceKind,
  b: { account_ids: number[]; duration_unit?: 'day' | 'month'; duration?: number; memory_gb?: number },
  p: { pay_type: (typeof PAY_TYPES)[number]; expected_pay_fen: number },
  now: Date,
) {
  const rows = await loadAccounts(tx, user, now, b.account_ids, true);
  const q = quote(kind, rows, b, now);
  if (q.price.pay_fen !== p.expected_pay_fen) throw new AppError(Code.CONFLICT, PRICE_CHANGED);
  const type = kind === 'buy' ? 'account_buy' : kind === 'renew' ? 'account_renew' : 'account_memory';
  const placed = await placeOrder(tx, deps.payment, {
    enterpriseId: user.enterpriseId,
    userId: user.id,
    type,
    goods: q.goods,
    quantity: rows.length,
    totalFen: q.price.total_fen,
    discountFen: q.price.discount_fen,
    couponFen: 0,
    couponId: null,
    payType: p.pay_type,
    flowKind: kind === 'renew' ? 'renewal' : 'purchase',
    remark:
      kind === 'memory'
        ? text('flow.account_memory', { gb: b.memory_gb ?? 0, count: rows.length })
        : text(kind === 'buy' ? 'flow.account_buy' : 'flow.account_renew', { count: rows.length }),
    now,
    publicBase: base,
    detail: q.detail,
  });
  return { placed, rows };
}

export const accountPaymentRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, payment } = deps;

  app.post(
    '/account/prices',
    {
      schema: {
        tags,
        security,
        summary: 'Price of buying, renewing or adding storage to sub-accounts',
        body: AccountPriceBody,
        response: envelope(Price),
      },
    },
    async (req) => {
      const now = clock.now();
      const rows = await loadAccounts(db, caller(req).user, now, req.body.account_ids);
      return ok(quote(req.body.kind, rows, req.body, now).price);
    },
  );

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
      const [ent] = await db
        .select({ balance: enterprises.walletBalanceFen })
        .from(enterprises)
        .where(eq(enterprises.id, user.enterpriseId));
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
        pay_types: PAY_TYPES.filter((t) => t === 'balance' || payment.channels.includes(t)),
        balance_fen: seesWalletBalance(user) ? ent.balance : null,
      });
    },
  );

  app.post(
    '/account/batchPaymentV1',
    {
      schema: {
        tags,
        security,
        summary: 'Pay for sub-accounts: buy (first period, admin) or renew (renewal permission)',
        body: AccountPayBody,
        response: envelope(PayResult),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const b = req.body;
      if (b.kind === 'buy' && isStaff(user)) throw new AppError(Code.FORBIDDEN, BUY_ADMIN);
      const now = clock.now();
      const base = publicBase(req);
      return ok(
        await db.transaction(async (tx) => {
          const { placed, rows } = await pay(tx, deps, user, base, b.kind, b, b, now);
          await logAccounts(tx, req, b.kind, rows, {
            after: {
              order_no: placed.order_no,
              duration: `${b.duration} ${b.duration_unit}`,
              pay_type: b.pay_type,
              pay_fen: placed.pay_fen,
              status: placed.status,
            },
          });
          return placed;
        }),
      );
    },
  );

  app.post(
    '/memory/batchPayment',
    {
      schema: {
        tags,
        security,
        summary: 'Buy extra storage for sub-accounts (admin)',
        body: MemoryPayBody,
        response: envelope(PayResult),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const b = req.body;
      const now = clock.now();
      const base = publicBase(req);
      return ok(
        await db.transaction(async (tx) => {
          const { placed, rows } = await pay(tx, deps, user, base, 'memory', b, b, now);
          await logAccounts(tx, req, 'memory', rows, {
            after: {
              order_no: placed.order_no,
              memory_gb: b.memory_gb,
              pay_type: b.pay_type,
              pay_fen: placed.pay_fen,
              status: placed.status,
            },
          });
          return placed;
        }),
      );
    },
  );
};

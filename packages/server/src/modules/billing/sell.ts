// One way to sell anything (issue 31). A sellable kind (phones bought or renewed, cloud numbers,
// sub-accounts, storage, network cards, IP devices) is one definition: what it sells (its lines
// at list price, the multi-month discount, the order's goods text, wallet remark and detail for
// its fulfilment, what the enterprise log names) and the rules that must hold with the order (a
// cap). Its routes are made here: the price route answers the same price the pay route charges;
// the pay route runs under the request's Idempotency-Key (lib/idempotency.ts) and, in that one
// transaction, checks the kind's limit, prices again, applies the coupon, refuses a price the
// form did not show, places the order (balance at once with its ledger row, or the gateway's
// checkout) and logs it. Who may call each route is the access table's alone.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { CHECKOUT_MESSAGES, PAY_TYPES, PayResult, Price, type PayType } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterprises } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { publicBase } from '../../lib/public-url';
import type { Text } from '../../lib/texts';
import { caller } from '../auth/guard';
import type { SessionUser } from '../auth/session';
import type { Deps } from '../deps';
import { actorOf, logEvent, type LogArea, type LogEntry } from '../enterprise-log/write';
import type { Duration } from '../phone-order/catalogue';
import { seesWalletBalance } from '../user/member-info';
import { placeOrder, type PayResult as Placed } from './checkout';
import { findCoupon, price } from './price';

export interface SaleContext {
  /** The order's transaction when placing. */
  db: Db;
  user: SessionUser;
  now: Date;
  /** Placing the order (not only pricing it): lock the rows the checks read. */
  placing: boolean;
}

/** What one request buys, as the kind's definition reads it. */
export interface SaleItems {
  /** One list price per item for the duration (fen). */
  lines: number[];
  /** The duration whose multi-month discount applies; null: none. */
  discountBy: Duration | null;
  /** The order's goods name and the wallet remark (lib/texts.ts codes). */
  goods: Text;
  remark: Text;
  /** What the fulfilment reads (order.detail). */
  detail: Record<string, unknown>;
  /** What the enterprise log names: the resources renewed, or (default) the order itself by this name. */
  logTarget?: LogEntry['target'];
  logName?: string;
  /** What the log adds to the payment's details. */
  logAfter?: Record<string, unknown>;
}

export interface Sellable<B> {
  /** The order type: its fulfilment, labels and the coupons that cover it. */
  type: string;
  /** Order number prefix. */
  prefix: string;
  flowKind: 'purchase' | 'renewal';
  log: { area: LogArea; action: string };
  /** Loads and checks what the body names; a refusal throws (40001 / 40004 / 40009). */
  items(ctx: SaleContext, body: B): Promise<SaleItems> | SaleItems;
  /** Runs first in the order's transaction: a rule over what the enterprise holds (the cap). */
  limit?(ctx: SaleContext, body: B): Promise<void>;
  /** In the order's transaction once it is placed. */
  afterPlace?(ctx: SaleContext, items: SaleItems, placed: Placed): Promise<void>;
}

/**
 * How the caller may pay, as every checkout's options answer it: the wallet balance (null for a
 * member who may not see it) and the methods the gateway offers besides it.
 */
export async function payOptions(deps: Pick<Deps, 'db' | 'payment'>, user: SessionUser) {
  const [ent] = await deps.db
    .select({ balance: enterprises.walletBalanceFen })
    .from(enterprises)
    .where(eq(enterprises.id, user.enterpriseId));
  return {
    pay_types: PAY_TYPES.filter((t) => t === 'balance' || deps.payment.channels.includes(t)),
    balance_fen: seesWalletBalance(user) ? ent.balance : null,
  };
}

/** The fields every pay body ends with (@console/contract CheckoutFields). */
interface Checkout {
  coupon_id?: number | '' | null;
  pay_type: PayType;
  expected_pay_fen: number;
}

/** 0, '' and null mean no coupon. */
const couponIdOf = (b: { coupon_id?: unknown }): number | null =>
  typeof b.coupon_id === 'number' && b.coupon_id > 0 ? b.coupon_id : null;

/** The kind's items and their price now, with the coupon the body names (if it applies). */
export async function quote<B extends { coupon_id?: unknown }>(ctx: SaleContext, sale: Sellable<B>, body: B) {
  const items = await sale.items(ctx, body);
  const coupon = await findCoupon(ctx.db, ctx.user.enterpriseId, couponIdOf(body));
  return { items, price: price(items.lines, items.discountBy, coupon, ctx.now, sale.type) };
}

/** Places the order of a sale in the caller's (idempotent) transaction. */
async function placeSale<B extends { coupon_id?: unknown }>(
  ctx: SaleContext,
  deps: Deps,
  req: FastifyRequest,
  sale: Sellable<B>,
  body: B & Checkout,
): Promise<Placed> {
  await sale.limit?.(ctx, body);
  const { items, price: p } = await quote(ctx, sale, body);
  const couponId = couponIdOf(body);
  if (couponId !== null && !p.coupon_applicable) throw new AppError(Code.CONFLICT, CHECKOUT_MESSAGES.couponUnusable);
  if (p.pay_fen !== body.expected_pay_fen) throw new AppError(Code.CONFLICT, CHECKOUT_MESSAGES.priceChanged);
  const placed = await placeOrder(ctx.db, deps.payment, {
    enterpriseId: ctx.user.enterpriseId,
    userId: ctx.user.id,
    type: sale.type,
    goods: items.goods,
    quantity: items.lines.length,
    totalFen: p.total_fen,
    discountFen: p.discount_fen,
    couponFen: p.coupon_fen,
    couponId: p.coupon_applicable ? couponId : null,
    payType: body.pay_type,
    flowKind: sale.flowKind,
    remark: items.remark,
    prefix: sale.prefix,
    now: ctx.now,
    publicBase: publicBase(req),
    detail: items.detail,
  });
  await sale.afterPlace?.(ctx, items, placed);
  await logEvent(ctx.db, actorOf(req), {
    area: sale.log.area,
    action: sale.log.action,
    target: items.logTarget ?? { type: 'order', id: placed.order_no, name: items.logName ?? placed.order_no },
    detail: {
      after: {
        ...items.logAfter,
        order_no: placed.order_no,
        pay_type: body.pay_type,
        pay_fen: placed.pay_fen,
        status: placed.status,
      },
    },
  });
  return placed;
}

interface RouteDoc {
  path: string;
  summary: string;
  /** The request schema (@console/contract). */
  body: TSchema;
}

/** The sale a body names (one kind per route, or several told apart by the body). */
type SaleOf<B> = Sellable<B> | ((body: B) => Sellable<B>);
const pickSale = <B>(pick: SaleOf<B>, body: B) => (typeof pick === 'function' ? pick(body) : pick);

/**
 * POST <path>: the price of what the body names, as the pay route would charge it now
 * (coupon_applicable says whether a named coupon applies).
 */
export function priceRoute<B extends { coupon_id?: unknown }>(
  app: FastifyInstance,
  deps: Deps,
  tags: string[],
  route: RouteDoc & { sale: SaleOf<B> },
): void {
  app.post(
    route.path,
    {
      schema: { tags, security: [{ PToken: [] }], summary: route.summary, body: route.body, response: envelope(Price) },
    },
    async (req) => {
      const body = req.body as B;
      const ctx = { db: deps.db, user: caller(req).user, now: deps.clock.now(), placing: false };
      return ok((await quote(ctx, pickSale(route.sale, body), body)).price);
    },
  );
}

/** POST <path>: pay for what the body names (an Idempotency-Key endpoint, @console/contract/idempotency). */
export function payRoute<B extends { coupon_id?: unknown }>(
  app: FastifyInstance,
  deps: Deps,
  tags: string[],
  route: RouteDoc & { sale: SaleOf<B> },
): void {
  app.post(
    route.path,
    {
      schema: {
        tags,
        security: [{ PToken: [] }],
        summary: `${route.summary}. Needs an Idempotency-Key header: a retry with it gets the first answer`,
        body: route.body,
        response: envelope(PayResult),
      },
    },
    async (req) => {
      const body = req.body as B & Checkout;
      const { user } = caller(req);
      const now = deps.clock.now();
      return idempotent(deps.db, req, { userId: user.id, enterpriseId: user.enterpriseId, now }, (tx) =>
        placeSale({ db: tx, user, now, placing: true }, deps, req, pickSale(route.sale, body), body),
      );
    },
  );
}

// One order as the detail drawer shows it: the list row, its lines, what it created or renewed
// (the type's registered resources), its ledger rows, and what may be done with it now.
import type { OrderDetail } from '@console/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, users, walletFlows } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import type { Lang } from '../../lib/lang';
import { fenToYuan } from '../../lib/money';
import { render } from '../../lib/texts';
import type { SessionUser } from '../auth/session';
import { orderType } from '../billing/order-types';
import { mayPlaceOrder } from '../../access';
import { cancellable, ORDER_NOT_FOUND, payable, remainingSeconds } from './actions';
import { toItem, visibleOrders } from './queries';

export async function orderDetail(
  db: Db,
  user: SessionUser,
  orderNo: string,
  now: Date,
  lang: Lang,
): Promise<OrderDetail> {
  const [row] = await db
    .select({ o: orders, member: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.username})` })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(visibleOrders(user), eq(orders.orderNo, orderNo)))
    .limit(1);
  if (!row) throw new AppError(Code.NOT_FOUND, ORDER_NOT_FOUND);
  const o = row.o;
  const def = orderType(o.type);
  const [resources, flows] = await Promise.all([
    def?.resources ? def.resources(db, o) : Promise.resolve([]),
    db
      .select()
      .from(walletFlows)
      .where(and(eq(walletFlows.enterpriseId, o.enterpriseId), eq(walletFlows.orderNo, o.orderNo)))
      .orderBy(asc(walletFlows.id)),
  ]);
  const quantity = Math.max(1, o.quantity);
  const unitFen = Math.floor(o.totalFen / quantity);
  return {
    order: toItem(row, now, lang),
    items: [
      {
        name: render(o.goodsText, lang, o.goodsName),
        quantity: o.quantity,
        unit: fenToYuan(unitFen),
        unit_fen: unitFen,
        amount: fenToYuan(o.totalFen),
        amount_fen: o.totalFen,
      },
    ],
    resources,
    flows: flows.map((f) => ({
      id: f.id,
      kind: f.kind,
      change: f.changeFen > 0 ? `+${fenToYuan(f.changeFen)}` : fenToYuan(f.changeFen),
      change_fen: f.changeFen,
      balance_after: fenToYuan(f.balanceAfterFen),
      created_at: f.createdAt.toISOString(),
    })),
    remaining_seconds: remainingSeconds(o, now),
    // what the caller may do with it: the order's state and their right to place its type
    can_pay: payable(o, now) && mayPlaceOrder(o.type, user),
    can_cancel: cancellable(o, now) && mayPlaceOrder(o.type, user),
  };
}

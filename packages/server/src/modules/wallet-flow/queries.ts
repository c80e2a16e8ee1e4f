// Wallet ledger list (append-only wallet_flows) and its export, newest first.
import { CST_OFFSET_MS } from '../../lib/business-time';
import type { WalletFlowItem } from '@console/contract';
import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, users, walletFlows } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import type { Lang } from '../../lib/lang';
import { fenToYuan } from '../../lib/money';
import { render } from '../../lib/texts';
import { keysetBatches, orderByKey, pageOffset, sortText, type SortKey } from '../../lib/paging';
import type { FlowKind } from '../billing/wallet';

export interface FlowFilters {
  kind?: FlowKind;
  date_from?: string;
  date_to?: string;
  order_no?: string;
}

const DAY_MS = 24 * 3600_000;

/** Start of a YYYY-MM-DD day in China Standard Time (UTC+8); null when no such date. */
export function cstDayStart(day: string): Date | null {
  const d = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day) return null;
  return new Date(d.getTime() - CST_OFFSET_MS);
}

/**
 * [from 00:00, to+1 00:00) in CST for a list's date_from / date_to (either may be absent); 40001
 * for impossible dates or a reversed range. The orders list filters by it too.
 */
export function dayRange(q: { date_from?: string; date_to?: string }): { from?: Date; until?: Date } {
  const from = q.date_from ? cstDayStart(q.date_from) : undefined;
  const to = q.date_to ? cstDayStart(q.date_to) : undefined;
  if (from === null)
    throw new AppError(Code.VALIDATION, { zh: '开始日期格式不正确', en: 'The start date is not a valid date' });
  if (to === null)
    throw new AppError(Code.VALIDATION, { zh: '结束日期格式不正确', en: 'The end date is not a valid date' });
  if (from && to && from > to)
    throw new AppError(Code.VALIDATION, {
      zh: '开始日期不能晚于结束日期',
      en: 'The start date cannot be later than the end date',
    });
  return { from, until: to && new Date(to.getTime() + DAY_MS) };
}

function dateRange(q: FlowFilters): SQL[] {
  const { from, until } = dayRange(q);
  return [...(from ? [gte(walletFlows.createdAt, from)] : []), ...(until ? [lt(walletFlows.createdAt, until)] : [])];
}

const whereOf = (enterpriseId: number, q: FlowFilters) =>
  and(
    eq(walletFlows.enterpriseId, enterpriseId),
    q.kind ? eq(walletFlows.kind, q.kind) : undefined,
    q.order_no ? eq(walletFlows.orderNo, q.order_no) : undefined,
    ...dateRange(q),
  );

const SORT: SortKey = { col: walletFlows.createdAt, cast: 'timestamptz', id: walletFlows.id, dir: 'desc' };

function select(db: Db, where: SQL | undefined) {
  return (
    db
      .select({
        f: walletFlows,
        member: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.username})`,
        _sort: sortText(SORT),
        _id: walletFlows.id,
      })
      .from(walletFlows)
      // the member is whoever placed the row's order (a flow has no member of its own)
      .leftJoin(orders, eq(orders.orderNo, walletFlows.orderNo))
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(...orderByKey(SORT))
  );
}

function toItem(
  { f, member }: { f: typeof walletFlows.$inferSelect; member: string | null },
  lang: Lang,
): WalletFlowItem {
  return {
    id: f.id,
    change: f.changeFen > 0 ? `+${fenToYuan(f.changeFen)}` : fenToYuan(f.changeFen),
    change_fen: f.changeFen,
    balance_after: fenToYuan(f.balanceAfterFen),
    balance_after_fen: f.balanceAfterFen,
    kind: f.kind,
    order_no: f.orderNo ?? '',
    remark: render(f.remarkText, lang, f.remark),
    member: member ?? '',
    created_at: f.createdAt.toISOString(),
  };
}
export type FlowItemRow = ReturnType<typeof toItem>;

export async function listFlows(
  db: Db,
  enterpriseId: number,
  q: FlowFilters & { page: number; limit: number },
  lang: Lang,
) {
  const where = whereOf(enterpriseId, q);
  const [[c], rows] = await Promise.all([
    db.select({ n: count() }).from(walletFlows).where(where),
    select(db, where).limit(q.limit).offset(pageOffset(q)),
  ]);
  return { total: Number(c?.n ?? 0), list: rows.map((r) => toItem(r, lang)) };
}

/** Validates the filters up front (so a bad range is a 40001, not a broken download). */
export function exportFlows(db: Db, enterpriseId: number, q: FlowFilters, lang: Lang): AsyncGenerator<FlowItemRow[]> {
  const where = whereOf(enterpriseId, q);
  return (async function* () {
    for await (const rows of keysetBatches(SORT, (after, limit) => select(db, and(where, after)).limit(limit))) {
      yield rows.map((r) => toItem(r, lang));
    }
  })();
}

// The enterprise log list and its export, newest first, inside the caller's enterprise.
import type { EnterpriseLogExportQuery, EnterpriseLogItem } from '@console/contract';
import { and, count, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterpriseLogs } from '../../db/schema';
import { isLocalized } from '@console/contract/localized';
import { AppError, Code } from '../../lib/envelope';
import type { Lang } from '../../lib/lang';
import { DAY_MS, keysetBatches, likePattern, orderByKey, pageOffset, sortText, type SortKey } from '../../lib/paging';
import { cstDayStart } from '../wallet-flow/queries';

export type LogFilters = EnterpriseLogExportQuery;

/** [from 00:00, to+1 00:00) in China Standard Time; 40001 for impossible dates or a reversed range. */
function dateRange(q: LogFilters): SQL[] {
  const from = q.date_from ? cstDayStart(q.date_from) : undefined;
  const to = q.date_to ? cstDayStart(q.date_to) : undefined;
  if (from === null) throw new AppError(Code.VALIDATION, { zh: '开始日期格式不正确', en: 'Enter a valid start date' });
  if (to === null) throw new AppError(Code.VALIDATION, { zh: '结束日期格式不正确', en: 'Enter a valid end date' });
  if (from && to && from > to)
    throw new AppError(Code.VALIDATION, {
      zh: '开始日期不能晚于结束日期',
      en: 'The start date cannot be later than the end date',
    });
  const conds: SQL[] = [];
  if (from) conds.push(gte(enterpriseLogs.createdAt, from));
  if (to) conds.push(lt(enterpriseLogs.createdAt, new Date(to.getTime() + DAY_MS)));
  return conds;
}

function whereOf(enterpriseId: number, q: LogFilters): SQL | undefined {
  const kw = likePattern(q.keyword);
  const action = q.action?.trim();
  return and(
    eq(enterpriseLogs.enterpriseId, enterpriseId),
    q.user_id ? eq(enterpriseLogs.userId, q.user_id) : undefined,
    q.area ? eq(enterpriseLogs.area, q.area) : undefined,
    action ? eq(enterpriseLogs.action, action) : undefined,
    q.result ? eq(enterpriseLogs.result, q.result) : undefined,
    kw ? ilike(enterpriseLogs.targetName, kw) : undefined,
    ...dateRange(q),
  );
}

const SORT: SortKey = { col: enterpriseLogs.createdAt, cast: 'timestamptz', id: enterpriseLogs.id, dir: 'desc' };

function select(db: Db, where: SQL | undefined) {
  return db
    .select({ l: enterpriseLogs, _sort: sortText(SORT), _id: enterpriseLogs.id })
    .from(enterpriseLogs)
    .where(where)
    .orderBy(...orderByKey(SORT));
}

/** A recorded value as a short text: strings as they are, objects as `key: value` pairs. */
export function valueText(v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return v.map(valueText).join(', ');
  return Object.entries(v as Record<string, unknown>)
    .map(([k, x]) => `${k}: ${valueText(x) || '-'}`)
    .join(', ');
}

/** "before → after"; one side alone when only one was recorded; '' when neither. */
export function summaryOf(before: unknown, after: unknown): string {
  const b = valueText(before);
  const a = valueText(after);
  if (!b && !a) return '';
  return `${b || '-'} → ${a || '-'}`;
}

/**
 * A recorded reason in `lang`: the server's own reasons are stored as `{ zh, en }` (older rows
 * were rewritten by migration 0020); a plain string (an operator's words, a provider's message)
 * is shown as it was written.
 */
export function reasonText(reason: unknown, lang: Lang): string {
  if (isLocalized(reason)) return reason[lang];
  return typeof reason === 'string' ? reason : '';
}

function toItem({ l }: { l: typeof enterpriseLogs.$inferSelect }, lang: Lang): EnterpriseLogItem {
  const d = (l.detail ?? {}) as { before?: unknown; after?: unknown; reason?: unknown };
  return {
    id: l.id,
    created_at: l.createdAt.toISOString(),
    user_id: l.userId,
    actor_name: l.actorName,
    area: l.area,
    action: l.action,
    target_type: l.targetType,
    target_id: l.targetId,
    target_name: l.targetName,
    before: d.before ?? null,
    after: d.after ?? null,
    reason: reasonText(d.reason, lang),
    summary: summaryOf(d.before, d.after),
    result: l.result,
    ip: l.ip,
    terminal_code: l.terminalCode,
  };
}

export async function listLogs(
  db: Db,
  enterpriseId: number,
  q: LogFilters & { page: number; limit: number },
  lang: Lang = 'zh',
) {
  const where = whereOf(enterpriseId, q);
  const [[c], rows] = await Promise.all([
    db.select({ n: count() }).from(enterpriseLogs).where(where),
    select(db, where).limit(q.limit).offset(pageOffset(q)),
  ]);
  return { total: Number(c?.n ?? 0), list: rows.map((r) => toItem(r, lang)) };
}

/** Validates the filters up front (so a bad range is a 40001, not a broken download). */
export function exportLogs(
  db: Db,
  enterpriseId: number,
  q: LogFilters,
  lang: Lang = 'zh',
): AsyncGenerator<EnterpriseLogItem[]> {
  const where = whereOf(enterpriseId, q);
  return (async function* () {
    for await (const rows of keysetBatches(SORT, (after, limit) => select(db, and(where, after)).limit(limit))) {
      yield rows.map((r) => toItem(r, lang));
    }
  })();
}

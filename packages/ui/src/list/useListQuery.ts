// List state kept in the URL (?keyword=..&page=2&limit=20) plus the current page, read through the
// console's query cache under `[...queryKey, 'list', query]`. fixedParams are merged into every
// query but never written to the URL. The previous page stays on screen while the next loads; a
// page already seen shows at once and revalidates in the background. Whoever changed the rows
// refreshes the list by invalidating its queryKey (listQueryKey), not by a reload counter.
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { FilterDef, FilterValue, ListFetchResult, ListQuery, ListResult } from './types';

export const DEFAULT_LIMIT = 20;
// up to 1,000 rows on one page (issue #4); bodies above 100 rows are virtualized (tableLayout.ts)
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100, 500, 1000] as const;
export const MAX_LIMIT = 1000;
const RESERVED = new Set(['page', 'limit', 'sort']);

export type SortDirection = 'asc' | 'desc';
export interface ListSort {
  key: string;
  direction: SortDirection;
}

/** `?sort=<column key>:asc|desc`, only for a column the server sorts by; anything else: no sort. */
export function readSort(sp: URLSearchParams, sortKeys: readonly string[]): ListSort | undefined {
  const m = /^([\w.-]+):(asc|desc)$/.exec(sp.get('sort') ?? '');
  if (!m || !sortKeys.includes(m[1])) return undefined;
  return { key: m[1], direction: m[2] as SortDirection };
}

export function sortParam(sort: ListSort | undefined): string | undefined {
  return sort ? `${sort.key}:${sort.direction}` : undefined;
}

const EMPTY: ListResult<never> = { list: [], total: 0 };

export type FilterValues = Record<string, FilterValue | undefined>;

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
}

export function readPage(sp: URLSearchParams): number {
  return positiveInt(sp.get('page')) ?? 1;
}

export function readLimit(sp: URLSearchParams): number {
  const n = positiveInt(sp.get('limit'));
  return n === undefined ? DEFAULT_LIMIT : Math.min(n, MAX_LIMIT);
}

/** Filter values from the URL; a select value is mapped back to its option's type (1, not '1'). */
export function readFilters(sp: URLSearchParams, filters: FilterDef[]): FilterValues {
  const out: FilterValues = {};
  for (const f of filters) {
    if (RESERVED.has(f.name)) continue;
    const raw = sp.get(f.name);
    if (raw === null || raw === '') continue;
    if (f.type === 'select') {
      const option = f.options?.find((o) => String(o.value) === raw);
      if (option) out[f.name] = option.value;
      else if (!f.options?.length) out[f.name] = raw;
      // unknown option value in a hand-edited URL: ignored
    } else {
      out[f.name] = raw;
    }
  }
  return out;
}

/** Filters (non-empty) + fixed params; what the export sends and the base of every page query. */
export function buildParams(values: FilterValues, fixedParams: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === '') continue;
    out[k] = typeof v === 'string' ? v.trim() : v;
    if (out[k] === '') delete out[k];
  }
  return { ...out, ...fixedParams };
}

/** The envelope ({ code, data }) or the page itself → the page. */
export function unwrapResult<Row>(res: ListFetchResult<Row> | null | undefined): ListResult<Row> {
  const page = res && 'list' in res ? res : (res as { data?: ListResult<Row> } | null | undefined)?.data;
  const list = Array.isArray(page?.list) ? page.list : [];
  const total = Number(page?.total);
  return { list, total: Number.isFinite(total) && total >= 0 ? total : list.length };
}

/** The cache key of one page of a list; `listQueryKey(base)` alone matches every page of it. */
export function listQueryKey(base: QueryKey, query?: ListQuery): QueryKey {
  return query === undefined ? [...base, 'list'] : [...base, 'list', query];
}

export interface UseListQueryOptions<Row> {
  /** The list's place in the cache, `[area, resource]` (e.g. ['devices', 'phones']). */
  queryKey: QueryKey;
  fetchPage: (q: ListQuery) => Promise<ListFetchResult<Row>>;
  filters?: FilterDef[];
  fixedParams?: Record<string, unknown>;
  /** Keys of the columns the server sorts by (ListColumn.sortable). */
  sortKeys?: readonly string[];
}

function asError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String((err as { message?: unknown })?.message ?? err));
}

export interface ListQueryState<Row> {
  page: number;
  limit: number;
  filterValues: FilterValues;
  /** The sort in the URL, when it names a sortable column. */
  sort: ListSort | undefined;
  /** Filters + sort + fixed params, without paging (for the export). */
  params: Record<string, unknown>;
  /** The full query of the current page. */
  query: ListQuery;
  rows: Row[];
  total: number;
  loading: boolean;
  /**
   * An answer is on screen: this query's, or the previous query's kept while this one loads.
   * Before the first answer ListPage shows skeleton rows, never "no data".
   */
  answered: boolean;
  /** A request for this list is in flight (paging, filtering, reload or retry). */
  fetching: boolean;
  error: Error | undefined;
  setPage: (page: number, limit?: number) => void;
  /** Patch filter values (undefined/'' removes one); goes back to page 1. */
  setFilters: (patch: FilterValues) => void;
  /** Clear every filter; goes back to page 1. */
  resetFilters: () => void;
  /** Sort by a column (undefined: the server's default order); goes back to page 1. */
  setSort: (sort: ListSort | undefined) => void;
  /** Apply a saved view: exactly these filters and this sort; page 1. */
  applyView: (values: FilterValues, sort: ListSort | undefined) => void;
  /** Fetch the current page again (the reload button; shows the loading state). */
  reload: () => void;
}

export function useListQuery<Row>({
  queryKey: baseKey,
  fetchPage,
  filters = [],
  fixedParams,
  sortKeys = [],
}: UseListQueryOptions<Row>): ListQueryState<Row> {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams);
  const limit = readLimit(searchParams);

  // Callers pass inline arrays/objects: compare by content so a re-render does not refetch.
  const filtersKey = JSON.stringify(filters.map((f) => [f.name, f.type, f.options?.map((o) => o.value)]));
  const fixedKey = JSON.stringify(fixedParams ?? {});
  // What reading the URL needs of the filters, rebuilt only when their content changes.
  const filterDefs = useMemo(
    () =>
      (JSON.parse(filtersKey) as [string, FilterDef['type'], FilterValue[] | undefined][]).map(
        ([name, type, values]): FilterDef => ({
          name,
          type,
          label: name,
          options: values?.map((value) => ({ value, label: '' })),
        }),
      ),
    [filtersKey],
  );
  const filterValues = useMemo(() => readFilters(searchParams, filterDefs), [searchParams, filterDefs]);
  const sortKeysKey = sortKeys.join(',');
  const sortText = sortParam(readSort(searchParams, sortKeysKey ? sortKeysKey.split(',') : []));
  // one object per sort text, so the query key only changes when the sort does
  const sort = useMemo<ListSort | undefined>(() => {
    if (!sortText) return undefined;
    const [key, direction] = sortText.split(':');
    return { key, direction: direction as SortDirection };
  }, [sortText]);
  const params = useMemo(
    () => ({
      ...buildParams(filterValues, JSON.parse(fixedKey) as Record<string, unknown>),
      ...(sortText ? { sort: sortText } : {}),
    }),
    [filterValues, fixedKey, sortText],
  );
  const query = useMemo<ListQuery>(() => ({ page, limit, ...params }), [page, limit, params]);

  const page$ = useQuery<ListResult<Row>>({
    queryKey: listQueryKey(baseKey, query),
    queryFn: async ({ queryKey }) => {
      try {
        return unwrapResult(await fetchPage(queryKey[queryKey.length - 1] as ListQuery));
      } catch (err) {
        throw asError(err);
      }
    },
    // the previous page stays on screen (dimmed by the loading state) while the next one loads
    placeholderData: keepPreviousData,
  });
  const [reloading, setReloading] = useState(false);
  const { refetch } = page$;
  const reload = useCallback(() => {
    setReloading(true);
    void refetch().finally(() => setReloading(false));
  }, [refetch]);

  const result = page$.data ?? EMPTY;
  // A background revalidation of what is shown is silent; a page not loaded yet or a reload is not.
  const loading = page$.isPending || page$.isPlaceholderData || (page$.isFetching && reloading);
  const error = page$.error ?? undefined;

  const update = useCallback(
    (fn: (next: URLSearchParams) => void) => {
      setSearchParams((prev) => {
        const next = new URLSearchParams(prev);
        fn(next);
        return next;
      });
    },
    [setSearchParams],
  );

  const setPage = useCallback(
    (p: number, l?: number) =>
      update((next) => {
        if (p > 1) next.set('page', String(p));
        else next.delete('page');
        if (l !== undefined) {
          if (l === DEFAULT_LIMIT) next.delete('limit');
          else next.set('limit', String(l));
        }
      }),
    [update],
  );

  const setFilters = useCallback(
    (patch: FilterValues) =>
      update((next) => {
        for (const [name, v] of Object.entries(patch)) {
          if (RESERVED.has(name)) continue;
          const text = v === undefined ? '' : String(v).trim();
          if (text === '') next.delete(name);
          else next.set(name, text);
        }
        next.delete('page');
      }),
    [update],
  );

  const resetFilters = useCallback(
    () =>
      update((next) => {
        for (const f of filterDefs) if (!RESERVED.has(f.name)) next.delete(f.name);
        next.delete('page');
      }),
    [update, filterDefs],
  );

  const setSort = useCallback(
    (next: ListSort | undefined) =>
      update((sp) => {
        const text = sortParam(next);
        if (text) sp.set('sort', text);
        else sp.delete('sort');
        sp.delete('page');
      }),
    [update],
  );

  const applyView = useCallback(
    (values: FilterValues, next: ListSort | undefined) =>
      update((sp) => {
        for (const f of filterDefs) sp.delete(f.name);
        for (const f of filterDefs) {
          const v = values[f.name];
          const text = v === undefined ? '' : String(v).trim();
          if (text !== '' && !RESERVED.has(f.name)) sp.set(f.name, text);
        }
        const text = sortParam(next);
        if (text) sp.set('sort', text);
        else sp.delete('sort');
        sp.delete('page');
      }),
    [update, filterDefs],
  );

  // A page past the end (rows deleted, or a stale link): go to the last page that exists.
  useEffect(() => {
    if (loading || error || result.list.length > 0 || result.total === 0) return;
    const last = Math.max(1, Math.ceil(result.total / limit));
    if (page > last) setPage(last);
  }, [loading, error, result, page, limit, setPage]);

  return {
    page,
    limit,
    filterValues,
    sort,
    params,
    query,
    rows: result.list,
    total: result.total,
    loading,
    answered: page$.data !== undefined,
    fetching: page$.isFetching,
    error,
    setPage,
    setFilters,
    resetFilters,
    setSort,
    applyView,
    reload,
  };
}

import { useEffect } from 'react';
import { shellServices } from '@console/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { FilterDef, ListQuery, ListResult } from './types';
import {
  buildParams,
  listQueryKey,
  readFilters,
  readLimit,
  readPage,
  unwrapResult,
  useListQuery,
} from './useListQuery';

const filters: FilterDef[] = [
  { name: 'keyword', label: '关键词', type: 'text' },
  {
    name: 'status',
    label: '状态',
    type: 'select',
    options: [
      { label: 'On', value: 1 },
      { label: 'Off', value: 0 },
    ],
  },
];

let search = '';
// the URL's query, recorded after each render for the test to read
function Spy() {
  const current = useLocation().search;
  useEffect(() => {
    search = current;
  });
  return null;
}

const KEY = ['test', 'phones'];

function wrapperAt(url: string) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={shellServices().queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Spy />
        {children}
      </MemoryRouter>
    </QueryClientProvider>
  );
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('URL parsing', () => {
  it('reads page/limit with defaults and bounds', () => {
    expect(readPage(new URLSearchParams(''))).toBe(1);
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    expect(readPage(new URLSearchParams('page=0'))).toBe(1);
    expect(readPage(new URLSearchParams('page=abc'))).toBe(1);
    expect(readLimit(new URLSearchParams(''))).toBe(20);
    expect(readLimit(new URLSearchParams('limit=50'))).toBe(50);
    expect(readLimit(new URLSearchParams('limit=1000'))).toBe(1000);
    expect(readLimit(new URLSearchParams('limit=99999'))).toBe(1000);
  });

  it('reads filters, typing select values like their options and ignoring unknown ones', () => {
    expect(readFilters(new URLSearchParams('keyword=ab&status=1&other=x'), filters)).toEqual({
      keyword: 'ab',
      status: 1,
    });
    expect(readFilters(new URLSearchParams('status=9'), filters)).toEqual({});
  });

  it('builds params: empty filters dropped, fixed params win', () => {
    expect(buildParams({ keyword: ' a ', status: undefined, x: '' }, { filterStatus: 2 })).toEqual({
      keyword: 'a',
      filterStatus: 2,
    });
    expect(buildParams({ filterStatus: '9' }, { filterStatus: 2 })).toEqual({ filterStatus: 2 });
  });

  it('unwraps an envelope or a page', () => {
    expect(unwrapResult({ total: 2, list: [1, 2] })).toEqual({ total: 2, list: [1, 2] });
    expect(unwrapResult({ data: { total: 5, list: [1] } })).toEqual({ total: 5, list: [1] });
    expect(unwrapResult(undefined)).toEqual({ total: 0, list: [] });
  });
});

describe('useListQuery', () => {
  it('fetches page/limit/filters from the URL merged with fixedParams, which stay out of the URL', async () => {
    const fetchPage = jest.fn(async (_q: ListQuery): Promise<ListResult<number>> => ({ total: 42, list: [1, 2] }));
    const { result } = renderHook(
      () => useListQuery({ queryKey: KEY, fetchPage, filters, fixedParams: { filterStatus: 1 } }),
      { wrapper: wrapperAt('/phone/all?page=2&limit=50&keyword=abc&status=0') },
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledWith({ page: 2, limit: 50, keyword: 'abc', status: 0, filterStatus: 1 });
    expect(result.current.rows).toEqual([1, 2]);
    expect(result.current.total).toBe(42);
    expect(result.current.params).toEqual({ keyword: 'abc', status: 0, filterStatus: 1 });
    expect(search).not.toContain('filterStatus');
  });

  it('writes page and limit to the URL and refetches', async () => {
    const fetchPage = jest.fn(async () => ({ total: 100, list: [] as number[] }));
    const { result } = renderHook(() => useListQuery({ queryKey: KEY, fetchPage, filters }), {
      wrapper: wrapperAt('/l?keyword=k'),
    });
    await waitFor(() => expect(result.current.loading).toBe(false));

    await act(async () => result.current.setPage(3));
    expect(new URLSearchParams(search).get('page')).toBe('3');
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 3, limit: 20, keyword: 'k' }));

    await act(async () => result.current.setPage(1, 100));
    const sp = new URLSearchParams(search);
    expect(sp.get('page')).toBeNull(); // page 1 is the default
    expect(sp.get('limit')).toBe('100');
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 100, keyword: 'k' }));
  });

  it('a filter change goes back to page 1 and keeps unrelated params', async () => {
    const fetchPage = jest.fn(async () => ({ total: 100, list: [1] }));
    const { result } = renderHook(() => useListQuery({ queryKey: KEY, fetchPage, filters }), {
      wrapper: wrapperAt('/l?page=4&limit=50&keyword=old&keep=me'),
    });
    await waitFor(() => expect(result.current.loading).toBe(false));

    await act(async () => result.current.setFilters({ keyword: 'new', status: 1 }));
    const sp = new URLSearchParams(search);
    expect(sp.get('page')).toBeNull();
    expect(sp.get('keyword')).toBe('new');
    expect(sp.get('status')).toBe('1');
    expect(sp.get('limit')).toBe('50');
    expect(sp.get('keep')).toBe('me');
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 50, keyword: 'new', status: 1 }));

    await act(async () => result.current.setPage(2));
    await act(async () => result.current.resetFilters());
    const after = new URLSearchParams(search);
    expect(after.get('keyword')).toBeNull();
    expect(after.get('status')).toBeNull();
    expect(after.get('page')).toBeNull();
    expect(after.get('keep')).toBe('me');
  });

  it('ignores a stale response that arrives after a newer one', async () => {
    const first = deferred<ListResult<string>>();
    const second = deferred<ListResult<string>>();
    const fetchPage = jest.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { result } = renderHook(() => useListQuery<string>({ queryKey: KEY, fetchPage, filters }), {
      wrapper: wrapperAt('/l'),
    });

    await act(async () => result.current.setPage(2));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));

    await act(async () => second.resolve({ total: 40, list: ['page2'] }));
    await waitFor(() => expect(result.current.rows).toEqual(['page2']));
    expect(result.current.loading).toBe(false);

    await act(async () => first.resolve({ total: 40, list: ['page1-stale'] }));
    await act(async () => new Promise((r) => setTimeout(r, 20))); // the cache has told its observers
    expect(result.current.rows).toEqual(['page2']);
    expect(result.current.total).toBe(40);
  });

  it('ignores a stale failure too, and reports the current one; reload retries', async () => {
    const first = deferred<ListResult<string>>();
    const fetchPage = jest
      .fn()
      .mockReturnValueOnce(first.promise)
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValueOnce({ total: 1, list: ['ok'] });
    const { result } = renderHook(() => useListQuery<string>({ queryKey: KEY, fetchPage, filters }), {
      wrapper: wrapperAt('/l'),
    });
    await act(async () => result.current.setFilters({ keyword: 'x' }));
    await waitFor(() => expect(result.current.error?.message).toBe('boom'));
    await act(async () => first.reject(new Error('stale')));
    expect(result.current.error?.message).toBe('boom');

    await act(async () => result.current.reload());
    await waitFor(() => expect(result.current.rows).toEqual(['ok']));
    expect(result.current.error).toBeUndefined();
  });

  it('refetches when its key is invalidated or fixedParams change, not on a re-render with equal props', async () => {
    const fetchPage = jest.fn(async () => ({ total: 0, list: [] as number[] }));
    const { result, rerender } = renderHook(
      ({ type }: { type: number }) =>
        useListQuery({ queryKey: KEY, fetchPage, filters, fixedParams: { filterStatus: type } }),
      { wrapper: wrapperAt('/l'), initialProps: { type: 0 } },
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(async () => rerender({ type: 0 }));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await act(async () => shellServices().queryClient.invalidateQueries({ queryKey: ['test', 'other'] }));
    expect(fetchPage).toHaveBeenCalledTimes(1); // another list's change leaves this one alone
    await act(async () => shellServices().queryClient.invalidateQueries({ queryKey: KEY }));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    await act(async () => rerender({ type: 2 }));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 20, filterStatus: 2 }));
  });

  it('keeps the previous page on screen while the next loads', async () => {
    const next = deferred<ListResult<string>>();
    const fetchPage = jest
      .fn()
      .mockResolvedValueOnce({ total: 40, list: ['page1'] })
      .mockReturnValueOnce(next.promise);
    const { result } = renderHook(() => useListQuery<string>({ queryKey: KEY, fetchPage, filters }), {
      wrapper: wrapperAt('/l'),
    });
    await waitFor(() => expect(result.current.rows).toEqual(['page1']));
    await act(async () => result.current.setPage(2));
    expect(result.current.rows).toEqual(['page1']);
    expect(result.current.loading).toBe(true);
    await act(async () => next.resolve({ total: 40, list: ['page2'] }));
    await waitFor(() => expect(result.current.rows).toEqual(['page2']));
    expect(result.current.loading).toBe(false);
  });

  it('a page already in the cache shows at once on a new mount and revalidates in the background', async () => {
    const client = shellServices().queryClient;
    client.setQueryData(listQueryKey(KEY, { page: 1, limit: 20 }), { total: 1, list: ['cached'] });
    const fresh = deferred<ListResult<string>>();
    const fetchPage = jest.fn().mockReturnValueOnce(fresh.promise);
    const { result } = renderHook(() => useListQuery<string>({ queryKey: KEY, fetchPage, filters }), {
      wrapper: wrapperAt('/l'),
    });
    expect(result.current.rows).toEqual(['cached']);
    expect(result.current.loading).toBe(false);
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    expect(result.current.loading).toBe(false); // revalidating in the background: no spinner over the rows
    await act(async () => fresh.resolve({ total: 1, list: ['fresh'] }));
    await waitFor(() => expect(result.current.rows).toEqual(['fresh']));
  });

  it('a page past the end goes to the last page', async () => {
    const fetchPage = jest.fn(async (q: ListQuery) =>
      q.page > 2 ? { total: 30, list: [] } : { total: 30, list: [q.page] },
    );
    const { result } = renderHook(() => useListQuery<number>({ queryKey: KEY, fetchPage, filters }), {
      wrapper: wrapperAt('/l?page=9'),
    });
    await waitFor(() => expect(result.current.rows).toEqual([2]));
    expect(new URLSearchParams(search).get('page')).toBe('2');
  });
});

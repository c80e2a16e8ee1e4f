import { ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { shellServices } from '@console/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';

const downloadCsv = jest.fn<Promise<void>, [string, object, string]>(async () => undefined);
jest.mock('@console/shared', () => ({
  ...jest.requireActual('@console/shared'),
  downloadCsv: (...a: [string, object, string]) => downloadCsv(...a),
}));

import { ListPage } from './ListPage';
import { SKELETON_DELAY_MS } from './SkeletonTable';
import type { FilterDef, ListColumn, ListQuery } from './types';
import { signInAs } from '../../../testing/signIn';
import { consoleConfig } from '../consoleConfig';

interface Phone {
  id: number;
  name: string;
  remark: string;
}

const columns: ListColumn<Phone>[] = [
  { key: 'id', title: 'ID', dataIndex: 'id', width: 80 },
  { key: 'name', title: '名称', dataIndex: 'name' },
  { key: 'remark', title: '备注', dataIndex: 'remark', defaultHidden: true },
];
const filters: FilterDef[] = [
  { name: 'keyword', label: '关键词', type: 'text', placeholder: 'kw' },
  {
    name: 'region',
    label: '地区',
    type: 'select',
    options: [
      { label: 'CN', value: 1 },
      { label: 'HK', value: 2 },
    ],
  },
];

/** Rows of a page: ids page*100 + i. */
function pageOf(q: ListQuery, total = 45) {
  const start = (q.page - 1) * q.limit;
  const n = Math.max(0, Math.min(q.limit, total - start));
  return {
    total,
    list: Array.from({ length: n }, (_, i) => ({ id: q.page * 1000 + i, name: `P-${q.page}-${i}`, remark: `r${i}` })),
  };
}

let search = '';
// the URL's query, recorded after each render for the test to read
function Spy() {
  const current = useLocation().search;
  useEffect(() => {
    search = current;
  });
  return null;
}

function mount(ui: React.ReactElement, url = '/phone/all') {
  return render(
    <QueryClientProvider client={shellServices().queryClient}>
      <ConfigProvider {...consoleConfig}>
        <MemoryRouter initialEntries={[url]}>
          <Spy />
          {ui}
        </MemoryRouter>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

// the boss: every list's CSV export is offered (the table's GET …/export)
beforeAll(() => signInAs('admin'));

beforeEach(() => {
  localStorage.clear();
  downloadCsv.mockClear();
  document.cookie = 'language=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

// rows of the real table (the skeleton's placeholder rows are not rows)
const bodyRows = () => document.querySelectorAll('[data-testid="list-table"] tbody tr.ant-table-row');

it('shows the page from fetchPage with total, and pages through the URL', async () => {
  const fetchPage = jest.fn(async (q: ListQuery) => ({ code: 0, message: '', data: pageOf(q) }));
  mount(
    <ListPage<Phone>
      queryKey={['test', 'phones']}
      rowKey="id"
      columns={columns}
      fetchPage={fetchPage}
      fixedParams={{ filterStatus: 1 }}
      filters={filters}
    />,
  );

  await waitFor(() => expect(bodyRows()).toHaveLength(20));
  expect(fetchPage).toHaveBeenCalledWith({ page: 1, limit: 20, filterStatus: 1 });
  expect(screen.getByText('共 45 条')).toBeTruthy();
  expect(screen.getByText('P-1-0')).toBeTruthy();
  expect(screen.queryByText('备注')).toBeNull(); // defaultHidden

  fireEvent.click(document.querySelector('.ant-pagination-item-3')!);
  await waitFor(() => expect(bodyRows()).toHaveLength(5));
  expect(new URLSearchParams(search).get('page')).toBe('3');
  expect(fetchPage).toHaveBeenLastCalledWith({ page: 3, limit: 20, filterStatus: 1 });
  expect(search).not.toContain('filterStatus');
});

it('reads page/limit/filters from the URL; a text filter applies on Enter and resets page to 1', async () => {
  const fetchPage = jest.fn(async (q: ListQuery) => pageOf(q, 500));
  mount(
    <ListPage<Phone>
      queryKey={['test', 'phones']}
      rowKey="id"
      columns={columns}
      fetchPage={fetchPage}
      filters={filters}
    />,
    '/l?page=3&limit=50&region=2',
  );
  await waitFor(() => expect(fetchPage).toHaveBeenCalledWith({ page: 3, limit: 50, region: 2 }));

  const input = screen.getByPlaceholderText('kw');
  fireEvent.change(input, { target: { value: ' abc ' } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 50, region: 2, keyword: 'abc' }));
  const sp = new URLSearchParams(search);
  expect(sp.get('page')).toBeNull();
  expect(sp.get('keyword')).toBe('abc');

  fireEvent.click(screen.getByRole('button', { name: /重\s?置/ }));
  await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 50 }));
  expect(screen.getByPlaceholderText<HTMLInputElement>('kw').value).toBe('');
});

it('export calls downloadCsv with the filters + fixed params and a dated file name', async () => {
  const fetchPage = jest.fn(async (q: ListQuery) => pageOf(q));
  mount(
    <ListPage<Phone>
      queryKey={['test', 'phones']}
      rowKey="id"
      columns={columns}
      fetchPage={fetchPage}
      fixedParams={{ filterStatus: 2 }}
      filters={filters}
      exportPath="/phone/list/export"
      exportName="phones"
    />,
    '/l?keyword=k&region=1&page=2',
  );
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  await act(async () => fireEvent.click(screen.getByText('导出CSV')));
  expect(downloadCsv).toHaveBeenCalledTimes(1);
  const [path, params, name] = downloadCsv.mock.calls[0];
  expect(path).toBe('/phone/list/export');
  expect(params).toEqual({ keyword: 'k', region: 1, filterStatus: 2 }); // no page/limit: all filtered rows
  expect(name).toMatch(/^phones-\d{8}\.csv$/);
});

it('no export button without exportPath', async () => {
  mount(
    <ListPage<Phone> queryKey={['test', 'phones']} rowKey="id" columns={columns} fetchPage={async (q) => pageOf(q)} />,
  );
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  expect(screen.queryByText('导出CSV')).toBeNull();
});

it("no export button for who the server would refuse it: a renewing manager reads the device list, its CSV is the boss's", async () => {
  // spec §6: "Routes declare allowed roles. Most are admin only."
  await signInAs('manager', { can_renew_device: 1 });
  try {
    mount(
      <ListPage<Phone>
        queryKey={['test', 'phones']}
        rowKey="id"
        columns={columns}
        fetchPage={async (q) => pageOf(q)}
        exportPath="/phone/list/export"
      />,
    );
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(screen.queryByText('导出CSV')).toBeNull();
  } finally {
    await signInAs('admin');
  }
});

it('selection survives paging; bulkActions receives the selected rows and can clear them', async () => {
  const bulk = jest.fn((rows: Phone[], clear: () => void) => (
    <button type="button" onClick={clear} data-testid="bulk">
      renew {rows.map((r) => r.id).join(',')}
    </button>
  ));
  mount(
    <ListPage<Phone>
      queryKey={['test', 'phones']}
      rowKey="id"
      columns={columns}
      fetchPage={async (q) => pageOf(q)}
      bulkActions={bulk}
    />,
  );
  await waitFor(() => expect(bodyRows()).toHaveLength(20));

  const rowBox = (i: number) => bodyRows()[i].querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  fireEvent.click(rowBox(0));
  fireEvent.click(rowBox(2));
  expect(screen.getByTestId('bulk').textContent).toBe('renew 1000,1002');
  expect(screen.getByText('已选择 2 项')).toBeTruthy();

  fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
  await waitFor(() => expect(screen.getByText('P-2-0')).toBeTruthy());
  fireEvent.click(rowBox(1));
  expect(screen.getByText('已选择 3 项')).toBeTruthy();
  const last = bulk.mock.calls.at(-1)!;
  expect(last[0].map((r) => r.id)).toEqual([1000, 1002, 2001]);
  expect(last[0][2]).toEqual({ id: 2001, name: 'P-2-1', remark: 'r1' });

  fireEvent.click(screen.getByTestId('bulk')); // clear()
  expect(bulk.mock.calls.at(-1)![0]).toEqual([]);
  expect(screen.queryByTestId('list-selection')).toBeNull();
});

it('error state with retry; empty state', async () => {
  const fetchPage = jest
    .fn()
    .mockRejectedValueOnce(new Error('网络请求错误，请稍后重试'))
    .mockResolvedValueOnce({ total: 0, list: [] });
  mount(<ListPage<Phone> queryKey={['test', 'phones']} rowKey="id" columns={columns} fetchPage={fetchPage} />);
  await waitFor(() => expect(screen.getByText('加载失败')).toBeTruthy());
  expect(screen.getByText('网络请求错误，请稍后重试')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
  await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy());
  expect(fetchPage).toHaveBeenCalledTimes(2);
});

it('a failed search keeps the filters and the table heads, the failure and a retry where the rows go (issue 34)', async () => {
  const fetchPage = jest.fn(async (q: ListQuery) => {
    if (q.keyword) throw new Error('关键词过长');
    return pageOf(q);
  });
  mount(
    <ListPage<Phone>
      queryKey={['test', 'phones']}
      rowKey="id"
      columns={columns}
      fetchPage={fetchPage}
      filters={filters}
    />,
  );
  await waitFor(() => expect(screen.getByText('P-1-0')).toBeTruthy());
  const input = screen.getByPlaceholderText<HTMLInputElement>('kw');
  // the field stops where the server does (a list keyword: 50 characters)
  expect(input.maxLength).toBe(50);
  fireEvent.change(input, { target: { value: 'abc' } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  const failure = await screen.findByTestId('list-error');
  expect(failure.getAttribute('role')).toBe('alert');
  expect(failure.textContent).toContain('加载失败');
  expect(failure.textContent).toContain('关键词过长');
  expect(screen.getByRole('columnheader', { name: '名称' })).toBeTruthy();
  expect(screen.getByPlaceholderText<HTMLInputElement>('kw').value).toBe('abc');
  fireEvent.click(screen.getByRole('button', { name: /重\s?置/ }));
  await waitFor(() => expect(screen.getByText('P-1-0')).toBeTruthy());
});

it('switches the body to virtual above 100 rows on the page, up to 1,000 rows', async () => {
  const fetchPage = jest.fn(async (q: ListQuery) => pageOf(q, 2000));
  const { container } = mount(
    <ListPage<Phone> queryKey={['test', 'phones']} rowKey="id" columns={columns} fetchPage={fetchPage} />,
    '/l?limit=1000',
  );
  await waitFor(() => expect(container.querySelector('.ant-table-virtual')).not.toBeNull());
  expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ limit: 1000 }));
});

it('stays a normal table at 100 rows', async () => {
  const { container } = mount(
    <ListPage<Phone>
      queryKey={['test', 'phones']}
      rowKey="id"
      columns={columns}
      fetchPage={async (q) => pageOf(q, 100)}
    />,
    '/l?limit=100',
  );
  await waitFor(() => expect(bodyRows()).toHaveLength(100));
  expect(container.querySelector('.ant-table-virtual')).toBeNull();
});

it('column settings popover shows/hides columns and persists them', async () => {
  mount(
    <ListPage<Phone>
      queryKey={['test', 'phones']}
      rowKey="id"
      columns={columns}
      fetchPage={async (q) => pageOf(q)}
      settingsKey="devices.phones"
    />,
  );
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  fireEvent.click(screen.getByLabelText('列设置'));
  const panel = await screen.findByTestId('list-column-settings');
  fireEvent.click(within(panel).getByText('备注'));
  await waitFor(() => expect(document.querySelector('thead')!.textContent).toContain('备注'));
  fireEvent.click(within(panel).getByText('名称'));
  await waitFor(() => expect(document.querySelector('thead')!.textContent).not.toContain('名称'));
  expect(JSON.parse(localStorage.getItem('list.columns.devices.phones')!).visible).toEqual(['id', 'remark']);
  fireEvent.click(screen.getByText('恢复默认'));
  await waitFor(() => expect(document.querySelector('thead')!.textContent).toContain('名称'));
  expect(localStorage.getItem('list.columns.devices.phones')).toBeNull();
});

it('follows the language (en)', async () => {
  document.cookie = 'language=en; path=/';
  mount(
    <ListPage<Phone>
      queryKey={['test', 'phones']}
      rowKey="id"
      columns={columns}
      fetchPage={async (q) => pageOf(q)}
      exportPath="/walletFlow/list/export"
      filters={filters}
    />,
  );
  await waitFor(() => expect(screen.getByText('45 in total')).toBeTruthy());
  expect(screen.getByText('Export CSV')).toBeTruthy();
  expect(screen.getByText('Search')).toBeTruthy();
});

/** A fetchPage whose answers the test releases one by one. */
function deferredFetch() {
  type Page = ReturnType<typeof pageOf>;
  const pending: { q: ListQuery; resolve: (v: Page) => void; reject: (e: Error) => void }[] = [];
  const fetchPage = jest.fn(
    (q: ListQuery) => new Promise<Page>((resolve, reject) => pending.push({ q, resolve, reject })),
  );
  return { fetchPage, pending };
}

it('before the first answer shows skeleton rows, never "no data"', async () => {
  const { fetchPage, pending } = deferredFetch();
  mount(<ListPage<Phone> queryKey={['test', 'phones']} rowKey="id" columns={columns} fetchPage={fetchPage} />);
  await waitFor(() => expect(pending).toHaveLength(1));
  const skeleton = screen.getByTestId('list-skeleton');
  expect(skeleton.getAttribute('aria-busy')).toBe('true');
  // first a box holding the placeholder table's room (header 47 + 10 rows of 49 px), then the table
  expect(skeleton.querySelector('table')).toBeNull();
  expect((skeleton.lastElementChild as HTMLElement).style.height).toBe('537px');
  await waitFor(() => expect(skeleton.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10)); // limit 20, capped
  expect(skeleton.querySelector('thead')!.textContent).toContain('名称'); // the real header
  expect(screen.getByRole('status').textContent).toBe('加载中');
  expect(screen.queryByText('暂无数据')).toBeNull();

  await act(async () => pending[0].resolve(pageOf(pending[0].q)));
  await waitFor(() => expect(screen.getByText('P-1-0')).toBeTruthy());
  expect(screen.queryByTestId('list-skeleton')).toBeNull();
});

it('a small page size gets as many skeleton rows as it will have rows', async () => {
  const { fetchPage, pending } = deferredFetch();
  mount(
    <ListPage<Phone> queryKey={['test', 'phones']} rowKey="id" columns={columns} fetchPage={fetchPage} />,
    '/l?limit=5',
  );
  await waitFor(() => expect(pending).toHaveLength(1));
  await waitFor(() =>
    expect(screen.getByTestId('list-skeleton').querySelectorAll('tbody tr.ant-table-row')).toHaveLength(5),
  );
});

it('an answer already on its way (prefetched) comes before the placeholder table is drawn: one table mounts', async () => {
  const { fetchPage, pending } = deferredFetch();
  let placeholders = 0; // placeholder cells ever in the DOM
  const seen = new MutationObserver(() => (placeholders += document.querySelectorAll('.ant-skeleton').length));
  seen.observe(document.body, { childList: true, subtree: true });
  mount(<ListPage<Phone> queryKey={['test', 'phones']} rowKey="id" columns={columns} fetchPage={fetchPage} />);
  await waitFor(() => expect(pending).toHaveLength(1));
  await act(async () => pending[0].resolve(pageOf(pending[0].q)));
  await waitFor(() => expect(screen.getByText('P-1-0')).toBeTruthy());
  await new Promise((resolve) => setTimeout(resolve, SKELETON_DELAY_MS + 50));
  seen.disconnect();
  expect(placeholders).toBe(0);
  expect(screen.queryByTestId('list-skeleton')).toBeNull();
});

it('paging keeps the previous rows on screen, marked busy, until the next page comes', async () => {
  const { fetchPage, pending } = deferredFetch();
  mount(<ListPage<Phone> queryKey={['test', 'phones']} rowKey="id" columns={columns} fetchPage={fetchPage} />);
  await waitFor(() => expect(pending).toHaveLength(1));
  await act(async () => pending[0].resolve(pageOf(pending[0].q)));
  await waitFor(() => expect(screen.getByText('P-1-0')).toBeTruthy());

  fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
  await waitFor(() => expect(pending).toHaveLength(2));
  expect(screen.getByText('P-1-0')).toBeTruthy();
  expect(screen.queryByTestId('list-skeleton')).toBeNull();
  expect(screen.queryByText('暂无数据')).toBeNull();
  expect(screen.getByTestId('list-table').getAttribute('aria-busy')).toBe('true');

  await act(async () => pending[1].resolve(pageOf(pending[1].q)));
  await waitFor(() => expect(screen.getByText('P-2-0')).toBeTruthy());
  expect(screen.getByTestId('list-table').getAttribute('aria-busy')).toBe('false');
});

it('retrying a failed first load shows the skeleton again, then the answer', async () => {
  const { fetchPage, pending } = deferredFetch();
  mount(<ListPage<Phone> queryKey={['test', 'phones']} rowKey="id" columns={columns} fetchPage={fetchPage} />);
  // (the test shell's query client does not retry)
  await waitFor(() => expect(pending).toHaveLength(1));
  await act(async () => pending[0].reject(new Error('网络请求错误，请稍后重试')));
  await waitFor(() => expect(screen.getByTestId('list-error')).toBeTruthy());

  fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
  await waitFor(() => expect(pending).toHaveLength(2));
  expect(screen.getByTestId('list-skeleton')).toBeTruthy();
  expect(screen.queryByTestId('list-error')).toBeNull();
  expect(screen.queryByText('暂无数据')).toBeNull();
  await act(async () => pending[1].resolve({ total: 0, list: [] }));
  await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy());
});

it('the title is the screen h1 and names the browser tab', async () => {
  mount(
    <ListPage<Phone>
      title="回收站"
      queryKey={['test', 'phones']}
      rowKey="id"
      columns={columns}
      fetchPage={async (q) => pageOf(q)}
    />,
  );
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['回收站']);
  expect(document.title).toBe('回收站 - 云手机企业控制台');
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
});

it('a sortable column sorts on the server: ?sort=<key>:asc|desc in the URL, the fetch and the export', async () => {
  const fetchPage = jest.fn(async (q: ListQuery) => pageOf(q));
  const sortable: ListColumn<Phone>[] = [columns[0], { ...columns[1], sortable: true }];
  mount(
    <ListPage<Phone>
      queryKey={['test', 'phones']}
      rowKey="id"
      columns={sortable}
      fetchPage={fetchPage}
      exportPath="/phone/list/export"
    />,
    '/l?page=2',
  );
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  const header = () => document.querySelector<HTMLElement>('thead th.ant-table-column-has-sorters')!;
  expect(header().textContent).toContain('名称');
  fireEvent.click(header());
  await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 20, sort: 'name:asc' }));
  expect(new URLSearchParams(search).get('sort')).toBe('name:asc');
  await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('ascending'));
  fireEvent.click(header());
  await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 20, sort: 'name:desc' }));
  await act(async () => fireEvent.click(screen.getByText('导出CSV')));
  expect(downloadCsv.mock.calls[0][1]).toEqual({ sort: 'name:desc' });
  fireEvent.click(header()); // third click: the server's own order again
  await waitFor(() => expect(new URLSearchParams(search).get('sort')).toBeNull());
  expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 20 });
});

it('a sort in the URL that names no sortable column is ignored', async () => {
  const fetchPage = jest.fn(async (q: ListQuery) => pageOf(q));
  mount(
    <ListPage<Phone> queryKey={['test', 'phones']} rowKey="id" columns={columns} fetchPage={fetchPage} />,
    '/l?sort=name:asc',
  );
  await waitFor(() => expect(fetchPage).toHaveBeenCalledWith({ page: 1, limit: 20 }));
});

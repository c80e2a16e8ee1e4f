import { ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { shellServices } from '@console/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';

let mockUser: string | undefined = 'alice';
jest.mock('@console/shared', () => ({
  ...jest.requireActual('@console/shared'),
  useSession: () => ({ userInfo: mockUser === undefined ? undefined : { username: mockUser } }),
}));

import { ListPage } from './ListPage';
import { readSavedViews, savedViewsKey } from './savedViews';
import type { FilterDef, ListColumn, ListQuery } from './types';
import { consoleConfig } from '../consoleConfig';

interface Row {
  id: number;
  name: string;
}
const columns: ListColumn<Row>[] = [
  { key: 'id', title: 'ID', dataIndex: 'id' },
  { key: 'name', title: '名称', dataIndex: 'name', sortable: true },
];
const filters: FilterDef[] = [
  { name: 'keyword', label: '关键词', type: 'text', placeholder: 'kw' },
  { name: 'region', label: '地区', type: 'select', options: [{ label: 'CN', value: 1 }] },
];

let search = '';
function Spy() {
  const current = useLocation().search;
  useEffect(() => {
    search = current;
  });
  return null;
}

const fetchPage = jest.fn(async (q: ListQuery) => ({ total: 1, list: [{ id: q.page, name: 'n' }] }));

function mount(url: string) {
  return render(
    <QueryClientProvider client={shellServices().queryClient}>
      <ConfigProvider {...consoleConfig}>
        <MemoryRouter initialEntries={[url]}>
          <Spy />
          <ListPage<Row>
            queryKey={['test', 'rows']}
            rowKey="id"
            columns={columns}
            fetchPage={fetchPage}
            filters={filters}
            settingsKey="test.rows"
          />
        </MemoryRouter>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  mockUser = 'alice';
  fetchPage.mockClear();
});

const openViews = async () => {
  fireEvent.click(screen.getByRole('button', { name: /已存视图/ }));
  return screen.findByTestId('list-saved-views');
};

it('saves the current filters and sort under a name, per list and user', async () => {
  mount('/l?keyword=abc&region=1&sort=name:desc&page=3');
  const panel = await openViews();
  expect(within(panel).getByText('还没有保存的视图')).toBeTruthy();
  fireEvent.change(within(panel).getByLabelText('将当前筛选和排序保存为'), { target: { value: ' 华东 ' } });
  fireEvent.click(within(panel).getByRole('button', { name: /保\s?存/ }));
  expect(readSavedViews(savedViewsKey('test.rows', 'alice'))).toEqual([
    { name: '华东', filters: { keyword: 'abc', region: 1 }, sort: { key: 'name', direction: 'desc' } },
  ]);
  expect(localStorage.getItem('list.views.test.rows.alice')).not.toBeNull();
  expect(within(panel).getByRole('button', { name: '华东' })).toBeTruthy();
});

it('applying a view sets exactly its filters and sort and goes to page 1; deleting removes it', async () => {
  localStorage.setItem(
    'list.views.test.rows.alice',
    JSON.stringify([{ name: '华东', filters: { region: 1 }, sort: { key: 'name', direction: 'asc' } }]),
  );
  mount('/l?keyword=old&page=2');
  const panel = await openViews();
  fireEvent.click(within(panel).getByRole('button', { name: '华东' }));
  await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 20, region: 1, sort: 'name:asc' }));
  const sp = new URLSearchParams(search);
  expect([sp.get('keyword'), sp.get('page'), sp.get('region'), sp.get('sort')]).toEqual([null, null, '1', 'name:asc']);

  const again = await openViews();
  fireEvent.click(within(again).getByRole('button', { name: '删除视图 华东' }));
  expect(localStorage.getItem('list.views.test.rows.alice')).toBeNull();
  expect(within(again).getByText('还没有保存的视图')).toBeTruthy();
});

it("another user does not see alice's views; without a known user there is no control", async () => {
  localStorage.setItem('list.views.test.rows.alice', JSON.stringify([{ name: '华东', filters: {} }]));
  mockUser = 'bob';
  const { unmount } = mount('/l');
  const panel = await openViews();
  expect(within(panel).queryByRole('button', { name: '华东' })).toBeNull();
  unmount();
  mockUser = undefined;
  mount('/l');
  await waitFor(() => expect(fetchPage).toHaveBeenCalled());
  expect(screen.queryByRole('button', { name: /已存视图/ })).toBeNull();
});

it('unreadable storage counts as no views', () => {
  localStorage.setItem('k', '{not json');
  expect(readSavedViews('k')).toEqual([]);
  localStorage.setItem('k', JSON.stringify([{ name: '' }, { name: 'ok', filters: {} }, 3]));
  expect(readSavedViews('k')).toEqual([{ name: 'ok', filters: {} }]);
});

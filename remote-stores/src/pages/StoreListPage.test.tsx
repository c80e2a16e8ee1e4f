// The store list screen against a stubbed area API: first page query, every column rendered,
// filters kept in the URL and sent to the server, export offered.
import { useEffect } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AreaApp } from '@console/ui';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { type Store, stores } from '../api/stores';
import { storesArea } from '../area';

jest.mock('../api/stores', () => ({
  STORE_EXPORT_PATH: '/store/list/export',
  stores: { list: jest.fn() },
}));
const api = stores as jest.Mocked<typeof stores>;
jest.setTimeout(15_000); // a full antd table in jsdom is slow on a cold cache

const store = (id: number, over: Partial<Store> = {}): Store => ({
  id,
  name: `店铺${id}`,
  platform: '抖音',
  site: '中国',
  account: `acct_${id}`,
  address: 'https://fxg.jinritemai.com',
  principal_name: '负责人甲',
  remark: '',
  last_login_user: '演示主管',
  last_login_at: '2025-03-01T08:30:00Z',
  created_at: '2025-01-01T00:00:00Z',
  ...over,
});

let path = '';
// where the router is, recorded after each render for the test to read
function Where() {
  const l = useLocation();
  useEffect(() => {
    path = l.pathname + l.search;
  });
  return null;
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <AreaApp {...storesArea} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.clear();
  api.list.mockReset();
  api.list.mockResolvedValue({
    total: 2,
    list: [
      store(1),
      store(2, { platform: 'TikTok', address: 'seller back office', last_login_user: '', last_login_at: null }),
    ],
  });
});

test('lists the first page with every column, links only http(s) addresses, offers the CSV export', async () => {
  renderAt('/store/all');
  await screen.findByText('店铺1', undefined, { timeout: 8000 }); // cold antd table in jsdom is slow
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20 });
  for (const header of ['店铺名称', '平台', '站点', '账号', '负责人', '店铺地址', '备注', '最后登录', '创建时间']) {
    expect(screen.getAllByText(header).length).toBeGreaterThan(0);
  }
  expect(screen.getByText('TikTok')).toBeTruthy();
  expect(screen.getByText('acct_2')).toBeTruthy();
  const link = screen.getAllByText('https://fxg.jinritemai.com')[0].closest('a')!;
  expect(link.getAttribute('href')).toBe('https://fxg.jinritemai.com');
  expect(link.getAttribute('rel')).toContain('noopener');
  expect(screen.getByText('seller back office').closest('a')).toBeNull();
  expect(screen.getAllByText('演示主管').length).toBe(1);
  expect(screen.getByText('从未登录')).toBeTruthy();
  expect(screen.getByText('共 2 条')).toBeTruthy();
  expect(screen.getByText('导出CSV')).toBeTruthy();
});

test('filters from the URL reach the server; a typed platform is applied on Enter and kept in the URL', async () => {
  renderAt('/store/all?keyword=demo&page=2');
  await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ page: 2, limit: 20, keyword: 'demo' }));

  const platform = document.querySelector('input[name="platform"]') as HTMLInputElement;
  fireEvent.change(platform, { target: { value: '拼多多' } });
  fireEvent.keyDown(platform, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() =>
    expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, keyword: 'demo', platform: '拼多多' }),
  );
  expect(new URLSearchParams(path.split('?')[1]).get('platform')).toBe('拼多多');
});

test('a failed load shows the list error state with a retry that re-queries', async () => {
  api.list.mockRejectedValueOnce(new Error('网络异常'));
  renderAt('/store/all');
  await screen.findByTestId('list-error');
  expect(screen.getByText('网络异常')).toBeTruthy();
  // antd spaces two-character Chinese button labels (重 试): find the one button of the panel.
  fireEvent.click(screen.getByTestId('list-error').querySelector('button')!);
  await screen.findByText('店铺1', undefined, { timeout: 8000 }); // cold antd table in jsdom is slow
  expect(api.list).toHaveBeenCalledTimes(2);
});

// The account list screen against a stubbed area API: the route decides filterStatus, the view
// links re-query, the only number on the tabs is the current view's list total, links go across areas.
import { AreaApp } from '@console/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { accounts, type SubAccount } from '../api/accounts';
import { accountsArea } from '../area';
import { firstReadsMade, prefetchingRoutes } from '../../../packages/testing/firstReads';
import published from '../routes.json';
import { signInAs } from '../../../packages/testing/signIn';

jest.mock('../api/accounts'); // src/api/__mocks__/accounts.ts
const api = accounts as jest.Mocked<typeof accounts>;

const DAY = 86_400_000;
const account = (id: number, over: Partial<SubAccount> = {}): SubAccount => ({
  id,
  name: `分身${id}`,
  phone_id: null,
  phone_name: '',
  phone_count: 0,
  network_card_id: null,
  network_card: '',
  network_card_ip: '',
  group_id: null,
  group_name: '',
  site: '',
  brand: 'xiaomi',
  country: 'CN',
  resolution: '1280,720',
  paid: true,
  status: 'running',
  expiration_time: new Date(Date.now() + 10 * DAY).toISOString(),
  remain_day: 10,
  remain_hour: 240,
  is_expired: 0,
  remark: '',
  created_at: '2025-01-01T00:00:00Z',
  ...over,
});

// getByRole walks the whole antd table's accessibility tree and takes seconds; text + closest is instant.
const link = (text: string) => screen.getByText(text).closest('a')!;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AreaApp {...accountsArea} />
    </MemoryRouter>,
  );
}

// the boss: every list's CSV export is offered (the table's GET …/export)
beforeAll(() => signInAs('admin'));

beforeEach(() => {
  api.list.mockReset();
  api.status.mockReset();
  api.geolocation.mockReset();
  // the live answer: 分身1 online, 分身3's provider does not answer
  api.status.mockResolvedValue([
    { id: 1, state: 'running', online: true, error: '' },
    { id: 3, state: 'running', online: null, error: '云服务暂时无法响应，请稍后再试' },
  ]);
  api.geolocation.mockResolvedValue({ ip: '1.2.3.4', country: '中国', region: '上海', city: '上海', isp: '电信' });
  api.list.mockResolvedValue({
    total: 7,
    list: [
      account(1, {
        phone_id: 3,
        phone_name: '云手机-003',
        phone_count: 2,
        network_card_id: 5,
        network_card: '网卡5',
        network_card_ip: '1.2.3.4',
        remark: '主号',
      }),
      account(2, {
        status: 'expired',
        expiration_time: new Date(Date.now() - DAY).toISOString(),
        remain_day: 0,
        remain_hour: 0,
        is_expired: 1,
      }),
      account(3, { expiration_time: new Date(Date.now() + 2.5 * DAY).toISOString(), remain_day: 2, remain_hour: 60 }),
    ],
  });
});

// The host starts these reads while the area's code loads; they are used only if they are what the page asks first.
test.each(prefetchingRoutes(published))('%s asks first for the reads it publishes as prefetch', async (path, reads) => {
  renderAt(path);
  await waitFor(() => expect(firstReadsMade(reads, { 'GET /account/list': api.list })).toEqual(reads));
});

test('route → filterStatus, current view total from the list, bound / unbound cells, remaining time', async () => {
  renderAt('/account/expired');
  await screen.findByText('分身1');
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, filterStatus: 2 });
  // only the current view carries a number, and it is the list's own total
  expect(link('已过期 (7)').getAttribute('href')).toBe('/account/expired');
  expect(link('全部').getAttribute('href')).toBe('/account/all');
  expect(link('即将过期').getAttribute('href')).toBe('/account/willExpire');
  // bound phone and card link to their areas; unbound → 未绑定
  expect(link('云手机-003').getAttribute('href')).toBe('/phone/all');
  expect(screen.getByText('等 2 台')).toBeTruthy();
  // the card with its IP and where the IP is
  expect(await screen.findByText('1.2.3.4 · 上海')).toBeTruthy();
  expect(api.geolocation).toHaveBeenCalledWith('1.2.3.4');
  // live status: asked once for the rows that have an environment, quietly; a failed row says so
  await screen.findByText('状态获取失败');
  expect(api.status).toHaveBeenCalledWith([1, 3]);
  expect(screen.getAllByText('运行中').length).toBeGreaterThanOrEqual(2);
  expect(screen.getAllByText('xiaomi / CN / 1280×720').length).toBe(3);
  expect(screen.getAllByText('未绑定')).toHaveLength(4);
  expect(screen.getByText('主号')).toBeTruthy();
  // remaining: N天 (red at ≤ 3 days), 已过期 as text and as the status tag
  expect(screen.getByText('10天').closest('.ant-typography')).toBeNull();
  expect(screen.getByText('2天').closest('.ant-typography-danger')).not.toBeNull();
  expect(screen.getAllByText('已过期').length).toBeGreaterThanOrEqual(2);
  expect(screen.getByText('导出CSV')).toBeTruthy();
});

test('following a view link re-queries with that view; a keyword hides the view total', async () => {
  renderAt('/account/all');
  await screen.findByText('全部 (7)');
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, filterStatus: 0 });

  fireEvent.click(link('即将过期'));
  await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, filterStatus: 1 }));
  await screen.findByText('即将过期 (7)');
  expect(link('全部').getAttribute('href')).toBe('/account/all');

  const input = screen.getByPlaceholderText('分身名称或备注');
  fireEvent.change(input, { target: { value: '主' } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() =>
    expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, filterStatus: 1, keyword: '主' }),
  );
  await waitFor(() => expect(link('即将过期').textContent).toBe('即将过期'));
});

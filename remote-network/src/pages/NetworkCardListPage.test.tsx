// The network card list screen against a stubbed area API: the route decides filterStatus (not in
// path order), the view links re-query, every tab shows its count from GET /networkCard/cnt.
import { AreaApp } from '@console/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { type NetworkCard, networkCards } from '../api/networkCards';
import { networkArea } from '../area';
import { signInAs } from '../../../packages/testing/signIn';

jest.mock('../api/networkCards', () => ({
  CARD_EXPORT_PATH: '/networkCard/list/export',
  networkCards: { list: jest.fn(), cnt: jest.fn(), autoRenew: jest.fn(), bindPhone: jest.fn(), bindAccount: jest.fn() },
}));
const api = networkCards as jest.Mocked<typeof networkCards>;

const DAY = 86_400_000;
const card = (id: number, over: Partial<NetworkCard> = {}): NetworkCard => ({
  id,
  name: `网卡${id}`,
  ip: '',
  region: '中国大陆',
  phone_id: null,
  phone_name: '',
  phone_count: 0,
  status: 'normal',
  card_type: 'dedicated',
  account_id: null,
  account_name: '',
  auto_renew: 0,
  expiration_time: new Date(Date.now() + 10 * DAY).toISOString(),
  remain_day: 10,
  remain_hour: 240,
  is_expired: 0,
  created_at: '2025-01-01T00:00:00Z',
  ...over,
});

// getByRole walks the whole antd table's accessibility tree and takes seconds; text + closest is instant.
const link = (text: string) => screen.getByText(text).closest('a')!;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AreaApp {...networkArea} />
    </MemoryRouter>,
  );
}

// the boss: every list's CSV export is offered (the table's GET …/export)
beforeAll(() => signInAs('admin'));

beforeEach(() => {
  api.cnt.mockReset();
  api.cnt.mockResolvedValue({ all: 9, unexpired: 6, will_expire: 2, expired: 3 });
  api.list.mockReset();
  api.list.mockResolvedValue({
    total: 5,
    list: [
      card(1, { ip: '10.0.0.1', region: '中国香港', phone_id: 3, phone_name: '云手机-003' }),
      card(2, {
        status: 'expired',
        expiration_time: new Date(Date.now() - DAY).toISOString(),
        remain_day: 0,
        remain_hour: 0,
        is_expired: 1,
      }),
      card(3, {
        status: 'will_expire',
        expiration_time: new Date(Date.now() + 5 * 3_600_000 + 60_000).toISOString(),
        remain_day: 0,
        remain_hour: 5,
      }),
    ],
  });
});

test('route → filterStatus (ip_expire is 1), every view count, cells, status tags, remaining time', async () => {
  renderAt('/NetworkCard/ip_expire');
  await screen.findByText('网卡1');
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, filterStatus: 1 });
  await screen.findByText('已过期 (3)');
  expect(link('已过期 (3)').getAttribute('href')).toBe('/NetworkCard/ip_expire');
  expect(link('全部 (9)').getAttribute('href')).toBe('/NetworkCard/all');
  expect(link('未过期 (6)').getAttribute('href')).toBe('/NetworkCard/ip_unexpired');
  expect(link('即将过期 (2)').getAttribute('href')).toBe('/NetworkCard/ip_will_expire');

  expect(screen.getByText('10.0.0.1')).toBeTruthy();
  expect(screen.getByText('中国香港')).toBeTruthy();
  expect(link('云手机-003').getAttribute('href')).toBe('/phone/all');
  // phones: two of three unbound; sub-accounts: none bound
  expect(screen.getAllByText('未绑定')).toHaveLength(5);
  // status tags
  expect(screen.getByText('正常').closest('.ant-tag-success')).not.toBeNull();
  expect(document.querySelector('.ant-tag-warning')?.textContent).toBe('即将过期');
  expect(document.querySelector('.ant-tag-error')?.textContent).toBe('已过期');
  // remaining: N天, N小时 in red, 已过期
  expect(screen.getByText('10天').closest('.ant-typography')).toBeNull();
  expect(screen.getByText('5小时').closest('.ant-typography-danger')).not.toBeNull();
  expect(screen.getByText('导出CSV')).toBeTruthy();
});

test('following a view link re-queries with that view; a keyword narrows the list', async () => {
  renderAt('/NetworkCard/all');
  await screen.findByText('全部 (9)');
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, filterStatus: 0 });

  fireEvent.click(link('未过期 (6)'));
  await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, filterStatus: 2 }));

  const input = screen.getByPlaceholderText('网卡名称、IP 或地区');
  fireEvent.change(input, { target: { value: '10.0' } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() =>
    expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, filterStatus: 2, keyword: '10.0' }),
  );
});

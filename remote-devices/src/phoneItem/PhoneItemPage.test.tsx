// The phone screens against a stubbed API: the detail's fields, renewal link, the 2.0 notice with
// the client download from website config, recent tasks; services: bindings, apps, the order.
import { useEffect } from 'react';
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { type PhoneDetail, phoneDetail } from '../api/phoneDetail';
import { phoneOrders } from '../api/phoneOrders';
import { devicesArea } from '../area';
import { signInAs } from '../../../packages/testing/signIn';

jest.mock('../api/phoneDetail', () => ({
  phoneDetail: { get: jest.fn(), tasks: jest.fn(), installedApps: jest.fn() },
}));
// The renewal screen the 续费 button opens only needs to start loading.
const mockPending = () => new Promise(() => undefined);
// the configured Windows client (website config InstallationApp)
jest.mock('../phones/useClientDownload', () => ({ useClientDownload: () => 'https://example.test/client.exe' }));
jest.mock('../api/phoneOrders', () => ({
  phoneOrders: { order: jest.fn(), resource: jest.fn(() => mockPending()), renewList: jest.fn(() => mockPending()) },
}));
const api = phoneDetail as jest.Mocked<typeof phoneDetail>;
const orders = phoneOrders as jest.Mocked<typeof phoneOrders>;

const detail: PhoneDetail = {
  id: 7,
  phone_name: '云手机-007',
  is_domestic_name: 'HUAWEI P40 (simulator)',
  spec_name: '4核8G',
  version: 'Android 10',
  group_id: 1,
  group_name: '运营组',
  remark: '主账号',
  account_id: 2,
  account_name: '分身-A02',
  network_card_id: null,
  network_card_name: '',
  status: 'abnormal',
  state: 'abnormal',
  expiration_time: new Date(Date.now() + 12 * 86_400_000).toISOString(),
  remain_day: 12,
  remain_hour: 288,
  is_expired: 0,
  auto_renew: 1,
  created_at: '2025-01-01T00:00:00Z',
  region: 'hk',
  platform: 'android10',
  power_state: 'stopped',
  pod_property: { dpi: 320 },
  assigned_user_id: 4,
  assigned_user_name: '小王',
  order_no: 'PB1',
  last_synced_at: null,
};

let path = '';
// where the router is, recorded after each render for the test to read
function Where() {
  const l = useLocation();
  useEffect(() => {
    path = l.pathname + l.search;
  });
  return null;
}
const open = (at: string) =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <AreaApp {...devicesArea} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

// the boss: every action is offered (a staff member's screens are tested in PhoneListPage.roles)
beforeEach(() => signInAs('admin'));

beforeEach(() => {
  jest.clearAllMocks();
  api.get.mockResolvedValue(detail);
  api.tasks.mockResolvedValue({
    total: 1,
    list: [
      {
        id: 1,
        phone_id: 7,
        phone_name: '云手机-007',
        kind: 'action',
        payload: {},
        status: 'success',
        result: 'restart ok',
        created_at: '2025-01-01T00:00:00Z',
        finished_at: null,
      },
    ],
  });
  api.installedApps.mockResolvedValue({
    total: 1,
    list: [
      {
        phone_id: 7,
        phone_name: '云手机-007',
        app_id: 3,
        app_name: '抖音',
        version: '30.1',
        status: 'installed',
        updated_at: '2025-01-02T00:00:00Z',
      },
    ],
  });
  orders.order.mockResolvedValue({
    order_no: 'PB1',
    type: 'phone_buy',
    status: 'paid',
    quantity: 2,
    pay_fen: 12000,
    allocated: 2,
  });
});

test('detail: fields, states, 2.0 notice with the configured client, tasks, renewal of this phone', async () => {
  open('/phoneItem?id=7');
  await screen.findByTestId('phone-detail');
  expect(api.get).toHaveBeenCalledWith(7);
  for (const text of [
    'HUAWEI P40 (simulator)',
    '中国香港',
    '异常',
    '已关机',
    '运营组',
    '主账号',
    '小王',
    'PB1',
    'dpi: 320',
    '12天',
  ]) {
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  }
  expect(screen.getByText('分身-A02').closest('a')!.getAttribute('href')).toBe('/account/all');
  expect(screen.getByText('未绑定')).toBeTruthy(); // no network card
  expect(screen.getByText(/升级到2.0后，云手机不能再在网页中操作/)).toBeTruthy();
  await waitFor(() =>
    expect(screen.getByText('下载Windows客户端').closest('a')!.getAttribute('href')).toBe(
      'https://example.test/client.exe',
    ),
  );
  expect(await screen.findByText('restart ok')).toBeTruthy();
  expect(api.tasks).toHaveBeenCalledWith(7, 1, 10);
  expect(screen.getByText('服务').closest('a')!.getAttribute('href')).toBe('/phoneItem/serve?id=7');

  await act(async () => fireEvent.click(screen.getByText('续 费').closest('button') ?? screen.getByText('续费')));
  await waitFor(() => expect(path).toBe('/phone/renew?selectPhoneIds=7'));
});

test('serve: bindings, installed apps and the purchase order', async () => {
  open('/phoneItem/serve?id=7');
  expect(await screen.findByText('抖音')).toBeTruthy();
  expect(api.installedApps).toHaveBeenCalledWith(7, 1, 10);
  expect(orders.order).toHaveBeenCalledWith('PB1');
  expect(await screen.findByText('¥120.00')).toBeTruthy();
  expect(screen.getByText('分身-A02').closest('a')!.getAttribute('href')).toBe('/account/all');
});

test('no id, or one the server does not show → a notice with the way back', async () => {
  open('/phoneItem');
  expect(await screen.findByText('没有指定云手机')).toBeTruthy();
  expect(api.get).not.toHaveBeenCalled();
});

test('unknown id → not found', async () => {
  api.get.mockRejectedValue(new Error('设备不存在'));
  open('/phoneItem?id=999');
  expect(await screen.findByText('云手机不存在或无权查看')).toBeTruthy();
});

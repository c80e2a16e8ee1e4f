// My devices against a stubbed area API: the route decides the view, every tab has its count, the
// boss gets buy/add/import and the row actions, staff (even a manager) neither the pages nor any of
// their actions (IP devices are the boss's); the add
// dialog checks spec §5 before sending; the import shows the server's per-line report; the
// recycle bin restores and deletes for good.
import type { IpDevice } from '@console/contract';
import { canCall, isEndpoint, mayOpenRoute, type OpenableRoute } from '@console/shared';
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PROFILES, signInAs } from '../../../packages/testing/signIn';
import { ipDevices } from '../api/ipDevices';
import { networkArea } from '../area';
import manifest from '../routes.json';

jest.mock('../api/ipDevices', () => ({
  ipDevices: {
    list: jest.fn(),
    cnt: jest.fn(),
    add: jest.fn(),
    import: jest.fn(),
    remove: jest.fn(),
    restore: jest.fn(),
    check: jest.fn(),
    autoRenew: jest.fn(),
  },
}));
const api = ipDevices as jest.Mocked<typeof ipDevices>;

const device = (id: number, over: Partial<IpDevice> = {}): IpDevice => ({
  id,
  kind: 'own',
  protocol: 'socks5',
  address: `192.0.2.${id}`,
  port: 1080,
  username: 'u',
  has_password: true,
  mapped_ip: '',
  encryption: '',
  obfuscation: '',
  obfuscation_param: '',
  protocol_param: '',
  region: '中国大陆',
  platform: '',
  ip_type: 'static',
  status: 'normal',
  stage: 'active',
  expiry_state: 'no_term',
  is_remote: 1,
  tags: ['主力'],
  auto_renew: 0,
  purchase_time: '2030-01-01T00:00:00Z',
  expiration_time: null,
  remain_day: null,
  store_count: 0,
  store_names: [],
  order_no: '',
  remark: '',
  in_recycle_bin: 0,
  last_check_at: null,
  ...over,
});

const COUNTS = {
  all: 8,
  unexpired: 6,
  purchasing: 1,
  paid: 3,
  will_expire: 1,
  awaiting_payment: 1,
  awaiting_allocation: 0,
  normal: 5,
  abnormal: 2,
  expired: 1,
  unbound: 7,
  auto_renew_off: 2,
  recycle: 1,
};

beforeEach(() => {
  jest.clearAllMocks();
  api.cnt.mockResolvedValue(COUNTS);
  api.list.mockResolvedValue({
    total: 2,
    list: [
      device(1),
      device(2, {
        kind: 'platform',
        platform: 'amazon',
        expiry_state: 'will_expire',
        expiration_time: '2030-01-02T00:00:00Z',
        remain_day: 1,
      }),
    ],
  });
});

const renderAt = async (path: string) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AreaApp {...networkArea} />
    </MemoryRouter>,
  );
  await screen.findByText('192.0.2.1:1080');
};
const buttons = () => [...document.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, ''));

test('the route picks the view; all thirteen tabs show their counts; the boss gets every action', async () => {
  await signInAs('admin');
  await renderAt('/device/willExpire');
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, view: 'will_expire' });
  await screen.findByText('回收站 (1)');
  for (const label of ['全部 (8)', '待支付 (1)', '待分配 (0)', '未开启自动续费 (2)', '未绑定 (7)']) {
    expect(screen.getByText(label).closest('a')).not.toBeNull();
  }
  expect(screen.getByText('即将过期 (1)').closest('a')!.getAttribute('href')).toBe('/device/willExpire');
  for (const b of ['购买设备', '添加自有设备', '批量导入', 'IP检测', '编辑', '删除', '续费'])
    expect(buttons()).toContain(b);
  // the password itself is never in the list
  expect(document.body.textContent).not.toContain('secret');
});

test("IP devices are the boss's: staff, even a manager holding every extra permission, open none of their pages", () => {
  const devicePages = (manifest as { routes: OpenableRoute[] }).routes.filter(
    (r) => r.path.startsWith('/device/') || r.path === '/agentIp/aggregateBuy3',
  );
  expect(devicePages.length).toBeGreaterThan(10);
  const opens = (who: keyof typeof PROFILES, extra = {}) => {
    const info = { ...PROFILES[who], ...extra };
    return devicePages.filter((r) =>
      mayOpenRoute(r, info.level === 3 ? 'staff' : 'admin', (e) => isEndpoint(e) && canCall(e, info)),
    );
  };
  expect(opens('admin')).toEqual(devicePages);
  // spec §6: "Routes declare allowed roles. Most are admin only."
  expect(opens('manager', { can_renew_device: 1, can_set_login_time: 1 })).toEqual([]);
  // spec §6: "Ordinary employees can only log in to stores."
  expect(opens('employee')).toEqual([]);
});

test("the page offers a staff manager none of the boss's actions: no buying, adding, importing, checking, editing, deleting, renewing or auto-renewal", async () => {
  // spec §6: "Routes declare allowed roles. Most are admin only." (the device renewal permission is for phones)
  await signInAs('manager', { can_renew_device: 1, can_set_login_time: 1 });
  await renderAt('/device/all');
  for (const b of ['购买设备', '添加自有设备', '批量导入', 'IP检测', '编辑', '删除', '续费'])
    expect(buttons()).not.toContain(b);
  expect(screen.getByRole('switch', { name: /自动续费/ }).hasAttribute('disabled')).toBe(true);
});

test('adding a device: the form refuses what the server would, then sends the device', async () => {
  await signInAs('admin');
  await renderAt('/device/all');
  api.add.mockResolvedValue(device(9));
  fireEvent.click(screen.getByText('添加自有设备'));
  const dialog = await screen.findByRole('dialog');
  const field = (label: string) => dialog.querySelector<HTMLInputElement>(`#${label}`)!;
  fireEvent.change(field('address'), { target: { value: 'bad host!' } });
  fireEvent.change(field('port'), { target: { value: '70000' } });
  fireEvent.change(field('region'), { target: { value: '' } });
  await act(async () => fireEvent.click(screen.getByText('确 定')));
  await screen.findByText('IP地址或域名格式不正确');
  expect(screen.getByText('端口必须是1到65535之间的整数')).toBeTruthy();
  expect(screen.getByText('IP地区不能为空')).toBeTruthy();
  expect(api.add).not.toHaveBeenCalled();

  fireEvent.change(field('address'), { target: { value: 'proxy.example.com' } });
  fireEvent.change(field('port'), { target: { value: '8080' } });
  fireEvent.change(field('region'), { target: { value: '中国香港' } });
  fireEvent.change(field('password'), { target: { value: 'pw' } });
  await act(async () => fireEvent.click(screen.getByText('确 定')));
  await waitFor(() => expect(api.add).toHaveBeenCalled());
  expect(api.add.mock.calls[0][0]).toMatchObject({
    kind: 'own',
    protocol: 'socks5',
    address: 'proxy.example.com',
    port: 8080,
    region: '中国香港',
    password: 'pw',
  });
});

test('import: the server report lists every bad line by number', async () => {
  await signInAs('admin');
  await renderAt('/device/all');
  api.import.mockResolvedValue({
    imported: 47,
    errors: [
      { line: 5, text: '10.0.0.5:99999', message: '端口必须是1到65535之间的整数' },
      { line: 20, text: 'ftp://10.0.0.20:21', message: '协议类型不正确' },
    ],
  });
  fireEvent.click(screen.getByText('批量导入'));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(dialog.querySelector('textarea')!, { target: { value: '1.2.3.4:80\n10.0.0.5:99999' } });
  await act(async () => fireEvent.click(screen.getByText('确 定')));
  await screen.findByText('成功导入 47 个，失败 2 行');
  expect(api.import.mock.calls[0][0]).toMatchObject({
    kind: 'own',
    region: '中国大陆',
    text: '1.2.3.4:80\n10.0.0.5:99999',
  });
  expect(screen.getByText('10.0.0.5:99999')).toBeTruthy();
  expect(screen.getByText('20')).toBeTruthy();
});

test('recycle bin: restore, and delete for good after a confirmation', async () => {
  await signInAs('admin');
  api.list.mockResolvedValue({ total: 1, list: [device(1, { in_recycle_bin: 1 })] });
  api.restore.mockResolvedValue({ restored: 1 });
  api.remove.mockResolvedValue({ recycled: 0, purged: 1 });
  await renderAt('/device/recycle');
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, view: 'recycle' });
  expect(buttons()).not.toContain('IP检测');
  await act(async () => fireEvent.click(screen.getByText('恢复', { selector: 'td button span' })));
  await waitFor(() => expect(api.restore).toHaveBeenCalledWith([1]));
  fireEvent.click(screen.getByText('彻底删除', { selector: 'td button span' }));
  await screen.findByText('确定彻底删除选中的 1 个设备？彻底删除后无法恢复。', {
    selector: '.ant-modal-confirm-title *',
  });
  await act(async () => fireEvent.click(screen.getByText('确 定')));
  await waitFor(() => expect(api.remove).toHaveBeenCalledWith([1]));
});

// The store list against a stubbed area API: the route picks the view and every tab shows its
// count; the §3 columns (secrets only as set / not set); the boss gets the row actions, a staff
// manager only the hand-over, an ordinary employee only 'Open'; the form refuses what §5 refuses; the cookie import asks to
// clear the cache first; opening hands the store to the browser extension when one is installed
// and says the client is needed at once when none is (spec §7 "Extension event types: logout,
// push install plugin, get plugin.").
import { EXTENSION_SOURCE, extensionPresence, setLanguage } from '@console/shared';
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { signInAs } from '../../../packages/testing/signIn';
import { type Store, stores, storeTags } from '../api/stores';
import { storesArea } from '../area';

jest.mock('../api/stores', () => ({
  STORE_EXPORT_PATH: '/store/list/export',
  stores: {
    list: jest.fn(),
    cnt: jest.fn(),
    platforms: jest.fn(),
    members: jest.fn(),
    add: jest.fn(),
    update: jest.fn(),
    importCookie: jest.fn(),
    open: jest.fn(),
    transfers: jest.fn(),
  },
  storeTags: { list: jest.fn() },
  extractions: { list: jest.fn() },
  ipDeviceChoices: jest.fn(),
}));
const api = stores as jest.Mocked<typeof stores>;
const tagApi = storeTags as jest.Mocked<typeof storeTags>;
jest.setTimeout(90_000); // full antd tables and forms in jsdom are slow on a shared machine

const store = (id: number, over: Partial<Store> = {}): Store => ({
  id,
  name: `店铺${id}`,
  platform: 'Amazon',
  site: 'US',
  account: `acct_${id}`,
  address: 'https://sellercentral.amazon.com',
  principal_name: '负责人甲',
  remark: '',
  has_password: true,
  cookie_count: 2,
  cookie_mode: 'account',
  sync_cookie: 1,
  webgl: 1,
  ua_type: 'system',
  ua_os: '',
  user_agent: '',
  tags: [{ id: 1, name: '跨境', color: 'blue' }],
  ip_device: { id: 3, address: '203.0.113.10', port: 1080, protocol: 'socks5', expiration_time: null },
  members: [{ id: 5, name: '运营小王' }],
  last_login_user: '演示主管',
  last_login_at: '2030-01-01T08:30:00Z',
  created_at: '2029-12-01T00:00:00Z',
  ...over,
});

const COUNTS = {
  all: 6,
  recent: 3,
  urgent_renewal: 2,
  awaiting_credentials: 2,
  awaiting_authorization: 2,
  awaiting_device: 2,
  transfers: 2,
};

beforeEach(() => {
  jest.clearAllMocks();
  extensionPresence.stop(); // each test's page learns about the extension afresh
  localStorage.clear();
  api.cnt.mockResolvedValue(COUNTS);
  api.platforms.mockResolvedValue([
    { name: 'Amazon', name_en: 'Amazon', sites: [{ code: 'US', zh: '美国', en: 'United States' }] },
    { name: 'Shopify', name_en: 'Shopify', sites: [{ code: 'GLOBAL', zh: '全球', en: 'Global' }] },
    { name: '淘宝', name_en: 'Taobao', sites: [{ code: 'CN', zh: '中国', en: 'China' }] },
  ]);
  api.members.mockResolvedValue([{ id: 5, name: '运营小王' }]);
  tagApi.list.mockResolvedValue([
    { id: 1, name: '跨境', color: 'blue', store_count: 1, created_at: '2030-01-01T00:00:00Z' },
  ]);
  api.list.mockResolvedValue({
    total: 2,
    list: [
      store(1),
      store(2, {
        has_password: false,
        cookie_count: 0,
        ip_device: null,
        members: [],
        last_login_user: '',
        last_login_at: null,
      }),
    ],
  });
});

const renderAt = async (path: string) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AreaApp {...storesArea} />
    </MemoryRouter>,
  );
  await screen.findByText('店铺1', undefined, { timeout: 10_000 });
};
const buttons = () => [...document.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, ''));
/** Opens a row's 更多 menu and reads its entries. */
const rowMenu = async (store: string) => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: `${store} 的更多操作` })));
  const menu = document.querySelectorAll('.ant-dropdown-menu');
  return [...menu[menu.length - 1].querySelectorAll('.ant-dropdown-menu-title-content')].map((e) => e.textContent);
};

test('the route picks the view; every tab shows its count; the §3 columns, secrets only as set / not set', async () => {
  await signInAs('admin');
  await renderAt('/store/urgentRenewal');
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, view: 'urgent_renewal' });
  await screen.findByText('交接记录 (2)');
  for (const label of ['全部 (6)', '最近打开 (3)', '待托管凭据 (2)', '待授权 (2)', '待绑定设备 (2)']) {
    expect(screen.getByText(label).closest('a')).not.toBeNull();
  }
  expect(screen.getByText('紧急续费 (2)').closest('a')!.getAttribute('href')).toBe('/store/urgentRenewal');
  for (const header of [
    '店铺名称',
    '平台',
    '站点',
    '账号',
    '负责人',
    '标签',
    '绑定设备',
    '授权员工',
    '备注',
    '创建时间',
    '最后登录',
  ])
    expect(screen.getAllByText(header).length).toBeGreaterThan(0);
  expect(screen.getByText('203.0.113.10:1080')).toBeTruthy();
  expect(screen.getByText('密码已设置')).toBeTruthy();
  expect(screen.getByText('密码未设置')).toBeTruthy();
  expect(screen.getByText('无 Cookie')).toBeTruthy();
  expect(screen.getByText('从未登录')).toBeTruthy();
  for (const b of ['新建店铺', '打开', '编辑']) expect(buttons()).toContain(b);
  expect(screen.getByRole('link', { name: '标签管理' }).getAttribute('href')).toBe('/tag');
  expect(screen.getByRole('link', { name: '提取记录' }).getAttribute('href')).toBe('/store/extraction');
  // the rest of a row's actions under 更多: two links a row, not eight (issue 34)
  expect(await rowMenu('店铺1')).toEqual(['导入Cookie', '绑定设备', '授权', '交接', '提取记录', '删除']);
});

test("a staff manager opens and hands over stores; adding, editing and the rest of store management are the boss's", async () => {
  await signInAs('manager');
  await renderAt('/store/all');
  expect(buttons()).toContain('打开');
  // spec §6: "Managers also hand over stores and move members between departments."
  expect(await screen.findByText('交接记录 (2)')).toBeTruthy();
  // spec §6: "Routes declare allowed roles. Most are admin only." (store management other than the hand-over)
  expect(await rowMenu('店铺1')).toEqual(['交接']);
  for (const b of ['新建店铺', '编辑']) expect(buttons()).not.toContain(b);
  expect(screen.queryByRole('button', { name: '编辑 店铺1' })).toBeNull();
  expect(screen.queryByRole('button', { name: '店铺1 的提取记录' })).toBeNull();
  expect(screen.queryByRole('link', { name: '标签管理' })).toBeNull();
  expect(screen.queryByRole('link', { name: '提取记录' })).toBeNull();
});

test('in English a Chinese platform reads in English in the list and the form, and is sent as stored', async () => {
  await act(async () => setLanguage('en'));
  try {
    api.list.mockResolvedValue({ total: 2, list: [store(1, { platform: '淘宝', site: 'CN' }), store(2)] });
    await signInAs('admin');
    await renderAt('/store/all');
    const row = screen.getByText('店铺1').closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Taobao')).toBeTruthy());
    expect(within(row).queryByText('淘宝')).toBeNull();
    // editing: the select shows the English name and sends the stored one back
    api.update.mockResolvedValue(store(1, { platform: '淘宝', site: 'CN' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit 店铺1' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByTitle('Taobao')).toBeTruthy());
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Platform' }));
    expect((await screen.findAllByTitle('Taobao')).length).toBeGreaterThan(0);
    expect(screen.queryByTitle('淘宝')).toBeNull();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /^O\s*K$/ })));
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    expect(api.update.mock.calls[0][0]).toMatchObject({ id: 1, platform: '淘宝', site: 'CN' });
  } finally {
    await act(async () => setLanguage('zh'));
  }
}, 90_000);

/**
 * Stands in for the extension's content script: records what the console posts and answers the
 * types in `answers` (none: no extension installed).
 */
function fakeExtension(answers: string[]) {
  const posted: { type: string; payload?: unknown }[] = [];
  const spy = jest.spyOn(window, 'postMessage').mockImplementation((m: unknown) => {
    const msg = m as { type: string; payload?: unknown };
    posted.push(msg);
    if (!answers.includes(msg.type)) return;
    const data = { source: EXTENSION_SOURCE, type: msg.type, payload: { version: '1.0' } };
    setTimeout(() =>
      window.dispatchEvent(new MessageEvent('message', { data, source: window, origin: window.location.origin })),
    );
  });
  return { posted, answers, restore: () => spy.mockRestore() };
}

test('an ordinary employee only opens stores; without an extension they are told the client is needed', async () => {
  // "Extension event types: logout, push install plugin, get plugin." — getPlugin goes unanswered
  const ext = fakeExtension([]);
  try {
    await signInAs('employee');
    await renderAt('/store/all');
    expect(buttons()).toContain('打开');
    // spec §6: "Ordinary employees can only log in to stores." (no management, no hand-over, no tags)
    for (const b of ['新建店铺', '编辑', '更多']) expect(buttons()).not.toContain(b);
    expect(screen.queryByRole('button', { name: '店铺1 的提取记录' })).toBeNull();
    await screen.findByText('全部 (6)'); // the counts have answered
    expect(screen.queryByText('交接记录 (2)')).toBeNull();
    expect(screen.queryByText(/^交接记录/)).toBeNull();
    expect(screen.queryByRole('link', { name: '标签管理' })).toBeNull();
    expect(screen.queryByRole('link', { name: '提取记录' })).toBeNull();
    await waitFor(() => expect(extensionPresence.state().status).toBe('absent'), { timeout: 5000 });
    api.open.mockResolvedValue({ store_id: 1 } as never);
    fireEvent.click(screen.getByRole('button', { name: '打开 店铺1' }));
    expect((await screen.findAllByText('需要浏览器插件或客户端')).length).toBeGreaterThan(0);
    expect(api.open).toHaveBeenCalledWith(1);
    // known absent: the store was never offered to an extension, so no hand-over time-out ran
    expect(ext.posted.map((m) => m.type)).toEqual(['getPlugin']);
  } finally {
    ext.restore();
  }
});

test('with the extension installed opening hands the store over; one that does not take it is said so', async () => {
  // "Extension event types: logout, push install plugin, get plugin." — getPlugin answered at start
  const ext = fakeExtension(['getPlugin', 'openStore']);
  try {
    await signInAs('employee');
    await renderAt('/store/all');
    await waitFor(() => expect(extensionPresence.state()).toEqual({ status: 'present', info: { version: '1.0' } }));
    const env = { store_id: 1, name: '店铺1' };
    api.open.mockResolvedValue(env as never);
    fireEvent.click(screen.getByRole('button', { name: '打开 店铺1' }));
    await screen.findByText('已在浏览器插件中打开 店铺1');
    expect(ext.posted).toEqual([
      { source: 'cloud-phone-console', type: 'getPlugin', payload: undefined },
      { source: 'cloud-phone-console', type: 'openStore', payload: env },
    ]);
    expect(screen.queryByText('需要浏览器插件或客户端')).toBeNull();
    // the extension stops taking stores: after its time to answer the person is told
    ext.answers.splice(ext.answers.indexOf('openStore'), 1);
    fireEvent.click(screen.getByRole('button', { name: '打开 店铺1' }));
    expect((await screen.findAllByText('浏览器插件没有响应', undefined, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.getByText(/浏览器插件没有接收 店铺1/)).toBeTruthy();
  } finally {
    ext.restore();
  }
});

test('the form refuses what §5 refuses, then sends a store with a custom UA', async () => {
  await signInAs('admin');
  await renderAt('/store/all');
  api.add.mockResolvedValue(store(9));
  fireEvent.click(screen.getByText('新建店铺'));
  const dialog = await screen.findByRole('dialog');
  await act(async () => fireEvent.click(screen.getByText('确 定')));
  await screen.findByText('店铺名称不能为空');
  expect(screen.getByText('账号不能为空')).toBeTruthy();
  expect(screen.getByText('平台不能为空')).toBeTruthy();
  expect(api.add).not.toHaveBeenCalled();
  fireEvent.click(screen.getByLabelText('自定义'));
  await waitFor(() => expect(dialog.querySelector('#user_agent')).not.toBeNull());
  await act(async () => fireEvent.click(screen.getByText('确 定')));
  await screen.findByText('UA不能为空');
  expect(screen.getByText('请选择 Windows 或 MAC OS')).toBeTruthy();
  const field = (id: string) => dialog.querySelector<HTMLInputElement>(`#${id}`)!;
  fireEvent.change(field('name'), { target: { value: '新店' } });
  fireEvent.change(field('account'), { target: { value: 'acct' } });
  fireEvent.change(field('user_agent'), { target: { value: 'Mozilla/5.0 X' } });
  fireEvent.click(screen.getByLabelText('Windows'));
  // platform and site through the selects
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '平台' }));
  fireEvent.click(await screen.findByTitle('Amazon'));
  // the address is a link: http(s) only (issue 32 item 8), the server's message
  fireEvent.change(field('address'), { target: { value: 'javascript:alert(1)' } });
  await act(async () => fireEvent.click(screen.getByText('确 定')));
  await screen.findByText('店铺地址必须以http开头');
  expect(api.add).not.toHaveBeenCalled();
  fireEvent.change(field('address'), { target: { value: 'https://sellercentral.amazon.com' } });
  await act(async () => fireEvent.click(screen.getByText('确 定')));
  await waitFor(() => expect(api.add).toHaveBeenCalled());
  expect(api.add.mock.calls[0][0]).toMatchObject({
    name: '新店',
    account: 'acct',
    platform: 'Amazon',
    site: 'US',
    ua_type: 'custom',
    ua_os: 'windows',
    user_agent: 'Mozilla/5.0 X',
    address: 'https://sellercentral.amazon.com',
    sync_cookie: 1,
    webgl: 1,
  });
}, 90_000); // a full antd form with selects in jsdom is slow

test('importing a cookie asks to clear the store cache first', async () => {
  await signInAs('admin');
  await renderAt('/store/all');
  api.importCookie.mockResolvedValue({ cookie_count: 1, cache_cleared: true });
  await rowMenu('店铺1');
  fireEvent.click(screen.getByRole('menuitem', { name: '导入Cookie' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(dialog.querySelector('textarea')!, { target: { value: '[{"name":"a","value":"b"}]' } });
  fireEvent.click(screen.getByText('导 入'));
  await screen.findByText('导入新的cookie会清除店铺缓存，确定导入吗？');
  expect(api.importCookie).not.toHaveBeenCalled();
  fireEvent.click(screen.getByText('清除缓存并导入'));
  await waitFor(() => expect(api.importCookie).toHaveBeenCalledWith(1, '[{"name":"a","value":"b"}]'));
});

// Smoke test of the assembled shell with the API calls stubbed.
import { sharedQueryKeys, shellServices, type UserInfo } from '@console/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { consoleConfig } from '@console/ui';
import { App, ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

const memberInfo = jest.fn();
const cnt = jest.fn();
const list = jest.fn();
const recharge = jest.fn();
const websiteInfo = jest.fn();
const get = jest.fn();
const setLoginPassword = jest.fn();
const providerSite = jest.fn();

// the access table evaluated for the signed-in profile, as useCan does for the session's profile
// (and the session's profile, which the guard has loaded before the shell renders)
let mockProfile: unknown;
jest.mock('@console/shared', () => {
  const actual = jest.requireActual<typeof import('@console/shared')>('@console/shared');
  return {
    ...actual,
    useCan: () => (endpoint: Parameters<typeof actual.canCall>[0]) =>
      actual.canCall(endpoint, mockProfile as Parameters<typeof actual.canCall>[1]),
    // the same for a route's `requires` (menu entries, the sidebar logo, the home page)
    useRouteCan: () => (endpoint: string) =>
      actual.isEndpoint(endpoint) && actual.canCall(endpoint, mockProfile as Parameters<typeof actual.canCall>[1]),
    useSession: () => ({ ...actual.useSession(), userInfo: mockProfile }),
    userApi: {
      memberInfo: () => memberInfo(),
      setLoginPassword: (b: unknown) => setLoginPassword(b),
      providerSite: () => providerSite(),
    },
    phoneApi: { cnt: () => cnt(), list: (q: unknown) => list(q), recharge: (b: unknown) => recharge(b) },
    configApi: { websiteInfo: (k: unknown) => websiteInfo(k) },
    get: (url: string, q: unknown) => get(url, q),
  };
});

import { provideHostShellServices, queryClient as hostQueryClient } from '../app/shellServices';
import { setPublishedRoutes } from '../routes/published';
import { PUBLISHED } from '../routes/published.fixture';
import { PROFILES } from '../../../packages/testing/signIn';
import { ShellLayout } from './index';

const member = {
  amount: '1000.00',
  company_attestation: 1,
  is_set_password: 1,
  level: 1,
  level_type: 4,
  name: 'Boss',
  username: 'demoadmin',
  phone: '13800000000',
  invite_code: 'ABC',
  id: 7,
  account_num: 3,
  phone_num: 5,
  network_cart_num: 2,
  member_number: 4,
};

/** The session profile (GET /user/getInfo): what useCan evaluates the access table with. */
const boss = PROFILES.admin;
const employee = PROFILES.employee;

function signIn(profile: UserInfo) {
  mockProfile = profile;
}

// the first render of the whole shell is slow on a busy machine

beforeAll(() => {
  Object.defineProperty(window, 'innerWidth', { value: 1440, configurable: true });
});

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { value: 1440, configurable: true });
  signIn(boss);
  hostQueryClient.clear(); // the host's own cache, used by the tests of its shell services
  setPublishedRoutes(PUBLISHED);
  localStorage.clear();
  memberInfo.mockResolvedValue({ code: 0, message: '', data: member });
  cnt.mockResolvedValue({ code: 0, message: '', data: { allCnt: 9, willExpiredCnt: 2, expiredCnt: 1 } });
  get.mockClear();
  list.mockClear();
  // a paid recharge order exists: the new-user checklist has nothing left for the fixture member
  get.mockResolvedValue({ code: 0, message: '', data: { total: 1, list: [] } });
  websiteInfo.mockResolvedValue({ code: 0, message: '', data: { customService1: 'wx: demo' } });
  list.mockResolvedValue({
    code: 0,
    message: '',
    data: {
      total: 1,
      list: [
        {
          id: 11,
          phone_name: 'P-11',
          is_domestic_name: 'CN',
          spec_name: '4G',
          version: 'Android 12',
          expiration_time: new Date(Date.now() + 5 * 3_600_000 + 60_000).toISOString(),
          remain_day: 0,
        },
      ],
    },
  });
});

function Page() {
  return <div data-testid="page">{useLocation().pathname}</div>;
}

function mount(path = '/phone/willExpiredCnt') {
  return render(
    <QueryClientProvider client={shellServices().queryClient}>
      <ConfigProvider {...consoleConfig}>
        <App>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route element={<ShellLayout />}>
                <Route path="*" element={<Page />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

test('renders menu, balance, counters, renewal notice and reminder', async () => {
  mount();
  expect(await screen.findByText('¥1,000.00')).toBeTruthy();
  expect(screen.getAllByText('设备管理').length).toBeGreaterThan(0);
  expect(screen.getByText('邀请返利')).toBeTruthy(); // level_type 4
  expect(screen.getByTestId('renew-notice').textContent).toContain('您有云手机即将到期');
  expect(await screen.findByText('续费提示')).toBeTruthy();
  expect(screen.getByText('5小时')).toBeTruthy();
  expect(list).toHaveBeenCalledWith({ page: 1, limit: 99999, filterStatus: 1 });
  expect(localStorage.getItem('renewNoticeTime')).toMatch(/^\d+$/);
  const bulk = screen.getByText('批量续费').closest('button')!;
  expect(bulk.disabled).toBe(true);
});

test('the page below the renewal notice stays unseen until the counters answer, so the notice pushes nothing down', async () => {
  localStorage.setItem('renewNoticeTime', String(Date.now()));
  let answer!: (v: unknown) => void;
  cnt.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  mount('/phone/all');
  // rendered meanwhile (an area keeps loading), only not shown
  expect(await screen.findByTestId('page')).toBeTruthy();
  expect(screen.getByTestId('below-notice').style.visibility).toBe('hidden');
  expect(screen.queryByTestId('renew-notice')).toBeNull();
  answer({ code: 0, message: '', data: { allCnt: 9, willExpiredCnt: 2, expiredCnt: 1 } });
  expect(await screen.findByTestId('renew-notice')).toBeTruthy();
  expect(screen.getByTestId('below-notice').style.visibility).toBe('');
});

test('counters that fail to load do not keep the page unseen', async () => {
  localStorage.setItem('renewNoticeTime', String(Date.now()));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  cnt.mockRejectedValue(new Error('down'));
  mount('/phone/all');
  await waitFor(() => expect(screen.getByTestId('below-notice').style.visibility).toBe(''));
  expect(screen.queryByTestId('renew-notice')).toBeNull();
});

test('renewal reminder is not shown again within 24 h, and its expiring-phones check is not even made', async () => {
  localStorage.setItem('renewNoticeTime', String(Date.now() - 1000));
  mount();
  await screen.findByText('¥1,000.00');
  expect(await screen.findByTestId('renew-notice')).toBeTruthy();
  expect(screen.queryByText('续费提示')).toBeNull();
  expect(list).not.toHaveBeenCalled();
});

test('recharge: invalid amount shows the spec message; valid amount posts a number', async () => {
  recharge.mockResolvedValue({ code: 0, message: '', data: { url: '', status: 1, order_no: 'x' } });
  localStorage.setItem('renewNoticeTime', String(Date.now()));
  mount('/phone/all');
  fireEvent.click(await screen.findByTestId('recharge-button'));
  const input = await screen.findByPlaceholderText('请输入充值金额');
  fireEvent.change(input, { target: { value: '1.234' } });
  fireEvent.click(screen.getByText('去支付'));
  expect(await screen.findByText('请输入正确的价格，例：10, 10.00')).toBeTruthy();
  fireEvent.change(input, { target: { value: '10.50' } });
  fireEvent.click(screen.getByText('去支付'));
  await waitFor(() => expect(recharge).toHaveBeenCalledWith({ amount: 10.5, pay_type: 1 }));
  // no pay url + status 1 → /pay/success
  await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('/pay/success'));
});

test('uncertified company: notice after 1 s; certify now goes to /company/setup', async () => {
  memberInfo.mockResolvedValue({ code: 0, message: '', data: { ...member, company_attestation: 3 } });
  localStorage.setItem('renewNoticeTime', String(Date.now()));
  mount('/phone/all');
  await screen.findByText('¥1,000.00');
  expect(screen.queryByText('立即认证')).toBeNull();
  fireEvent.click(await screen.findByText('7天内不再提醒', undefined, { timeout: 3000 }));
  fireEvent.click(screen.getByText('立即认证'));
  await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('/company/setup'));
  expect(Number(localStorage.getItem('authNoticeSuppressedAt'))).toBeGreaterThan(0);
});

test('after login without a password the set-password dialog opens once', async () => {
  memberInfo.mockResolvedValue({ code: 0, message: '', data: { ...member, is_set_password: 0 } });
  localStorage.setItem('renewNoticeTime', String(Date.now()));
  localStorage.setItem('isShowSetPwd', '1');
  mount('/phone/all');
  expect(await screen.findByText('设置登录密码', { selector: '.ant-modal-title *' })).toBeTruthy();
  expect(localStorage.getItem('isShowSetPwd')).toBeNull();
  expect(screen.queryByText('旧密码')).toBeNull();
});

// spec §5: "A second edit-password check requires upper, lower and digit, length 8-16. Its message
// is 密码必须含有大写字母，小写字母，数字，最少8位."
test('the login password follows the edit-password check before it is sent', async () => {
  memberInfo.mockResolvedValue({ code: 0, message: '', data: { ...member, is_set_password: 0 } });
  setLoginPassword.mockResolvedValue({ code: 0, message: '设置成功', data: null });
  localStorage.setItem('renewNoticeTime', String(Date.now()));
  localStorage.setItem('isShowSetPwd', '1');
  mount('/phone/all');
  const input = await screen.findByLabelText('新密码');
  const ok = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
  fireEvent.change(input, { target: { value: 'abc12345' } });
  ok();
  expect(await screen.findByText('密码必须含有大写字母，小写字母，数字，最少8位')).toBeTruthy();
  expect(setLoginPassword).not.toHaveBeenCalled();
  fireEvent.change(input, { target: { value: 'Abc12345' } });
  ok();
  await waitFor(() => expect(setLoginPassword).toHaveBeenCalledWith({ password: 'Abc12345' }));
});

test("every screen is in the sidebar: a group's own page comes first in it, the dashboard is an entry", async () => {
  localStorage.setItem('renewNoticeTime', String(Date.now()));
  mount('/walletFlow/all');
  await screen.findByText('¥1,000.00');
  const nav = screen.getByRole('navigation', { name: '主菜单' });
  fireEvent.click(within(nav).getByText('订单管理'));
  const items = within(nav)
    .getAllByRole('menuitem')
    .map((e) => e.textContent);
  expect(items.slice(items.indexOf('订单管理'), items.indexOf('订单管理') + 4)).toEqual([
    '订单管理',
    '全部订单',
    '购买订单',
    '充值订单',
  ]);
  fireEvent.click(within(nav).getByText('全部订单'));
  expect(screen.getByTestId('page').textContent).toBe('/order/all');
  fireEvent.click(within(nav).getByText('工作台'));
  expect(screen.getByTestId('page').textContent).toBe('/dashboard');
  // the logo opens the dashboard too
  expect(screen.getByTestId('sidebar-dashboard-link').getAttribute('href')).toBe('/dashboard');
});

test('staff are offered no dashboard: neither the entry nor the logo leads there', async () => {
  // spec §6: "Routes declare allowed roles. Most are admin only." (GET /dashboard/summary is the boss's)
  for (const who of [employee, PROFILES.manager]) {
    signIn(who);
    memberInfo.mockResolvedValue({ code: 0, message: '', data: { ...member, level: 3 } });
    localStorage.setItem('renewNoticeTime', String(Date.now()));
    const { unmount } = mount('/operationManual');
    await screen.findByText('¥1,000.00');
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(nav).queryByText('工作台')).toBeNull();
    const logo = within(nav).getByTestId('sidebar-dashboard-link');
    // their home page instead (the fixture's /phone/all requires nothing, so staff land there)
    expect(logo.getAttribute('href')).toBe('/phone/all');
    expect(logo.getAttribute('aria-label')).toBe('云手机企业控制台');
    unmount();
  }
});

test('the first tab stop skips to the main area (issue 34)', async () => {
  localStorage.setItem('renewNoticeTime', String(Date.now()));
  mount('/phone/all');
  await screen.findByText('¥1,000.00');
  const first = document.querySelector<HTMLElement>(
    'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])',
  )!;
  expect(first.textContent).toBe('跳到主要内容');
  fireEvent.click(first);
  expect(document.activeElement?.tagName).toBe('MAIN');
  expect(screen.getByTestId('page').textContent).toBe('/phone/all'); // the route did not change
});

test('staff (level 3) sees no admin-only menu entries', async () => {
  signIn(employee);
  memberInfo.mockResolvedValue({ code: 0, message: '', data: { ...member, level: 3 } });
  localStorage.setItem('renewNoticeTime', String(Date.now()));
  mount('/operationManual');
  await screen.findByText('¥1,000.00');
  expect(screen.queryByText('钱包流水')).toBeNull();
  expect(screen.queryByText('分身管理')).toBeNull();
  expect(screen.getByText('设备管理')).toBeTruthy(); // the fixture's device list requires no endpoint
});

test('an employee is offered no top-up, and sees no balance when the member info carries none', async () => {
  signIn(employee);
  memberInfo.mockResolvedValue({ code: 0, message: '', data: { ...member, level: 3, amount: null } });
  localStorage.setItem('renewNoticeTime', String(Date.now()));
  mount('/phone/all');
  await waitFor(() => expect(memberInfo).toHaveBeenCalled());
  await screen.findByTestId('user-menu');
  expect(screen.queryByTestId('recharge-button')).toBeNull();
  expect(screen.queryByTestId('wallet')).toBeNull();
});

test('an employee whose member info carries the balance sees it, still without the top-up', async () => {
  signIn(employee);
  memberInfo.mockResolvedValue({ code: 0, message: '', data: { ...member, level: 3 } });
  localStorage.setItem('renewNoticeTime', String(Date.now()));
  mount('/phone/all');
  expect(await screen.findByText('¥1,000.00')).toBeTruthy();
  expect(screen.queryByTestId('recharge-button')).toBeNull();
});

test('below 992 px the top bar keeps menu, balance and user menu; the rest is in 更多', async () => {
  Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
  localStorage.setItem('renewNoticeTime', String(Date.now()));
  mount('/phone/all');
  const bar = await screen.findByTestId('topbar');
  await screen.findByText('¥1,000.00');
  expect(screen.getByRole('button', { name: '展开/收起侧边栏' })).toBeTruthy();
  expect(screen.getByRole('button', { name: '用户菜单：Boss' })).toBeTruthy();
  expect(bar.textContent).not.toContain('操作手册');
  expect(screen.queryByTestId('recharge-button')).toBeNull();
  fireEvent.click(screen.getByTestId('topbar-more'));
  const menu = await screen.findByRole('menu');
  const labels = [...menu.querySelectorAll('[role="menuitem"]')].map((e) => e.textContent);
  expect(labels).toEqual([
    '充值',
    '2.0升级公告',
    '操作手册',
    '客服',
    'Windows客户端下载',
    '免费试用',
    '系统设置',
    '中文',
    'English',
  ]);
  // Esc in the menu closes it and hands focus back to 更多
  fireEvent.keyDown(menu, { key: 'Escape' });
  expect(document.activeElement).toBe(screen.getByTestId('topbar-more'));
  await waitFor(() => expect(menu.closest('.ant-dropdown')?.classList.contains('ant-dropdown-hidden')).toBe(true));
  fireEvent.click(screen.getByTestId('topbar-more'));
  fireEvent.click(await screen.findByText('充值'));
  expect(await screen.findByPlaceholderText('请输入充值金额')).toBeTruthy();
});

test('the carousel: only the slide on show can take focus', async () => {
  localStorage.setItem('renewNoticeTime', String(Date.now()));
  mount('/phone/all');
  const ad = await screen.findByTestId('ad-carousel');
  // two once the member info says the enterprise is in the invite programme; no cloned slides
  await waitFor(() => expect(ad.querySelectorAll('button.shell-ad-slide')).toHaveLength(2));
  const slides = [...ad.querySelectorAll<HTMLButtonElement>('button.shell-ad-slide')];
  expect(slides.map((b) => b.tabIndex)).toEqual([0, -1]);
  expect(slides[1].closest('[inert]')).toBeTruthy();
  expect(slides[0].closest('[inert]')).toBeNull();
});

test('shell services: a refreshed member re-renders the balance, countersChanged reloads the counters', async () => {
  provideHostShellServices(() => undefined);
  localStorage.setItem('renewNoticeTime', String(Date.now()));
  mount('/phone/all');
  await screen.findByText('¥1,000.00');
  expect((await screen.findByTestId('phone-cnt-allCnt')).textContent).toContain('9');
  memberInfo.mockResolvedValue({ code: 0, message: '', data: { ...member, amount: '880.00' } });
  // what refreshMember() ends with (after session.getInfo)
  await act(() => shellServices().queryClient.invalidateQueries({ queryKey: sharedQueryKeys.member }));
  expect(await screen.findByText('¥880.00')).toBeTruthy();
  cnt.mockResolvedValue({ code: 0, message: '', data: { allCnt: 10, willExpiredCnt: 2, expiredCnt: 1 } });
  act(() => shellServices().countersChanged());
  await waitFor(() => expect(screen.getByTestId('phone-cnt-allCnt').textContent).toContain('10'));
});

test('shell services: openRecharge({ shortFen }) opens the recharge dialog with the short amount', async () => {
  provideHostShellServices(() => undefined);
  localStorage.setItem('renewNoticeTime', String(Date.now()));
  mount('/phone/buy');
  await screen.findByText('¥1,000.00');
  act(() => shellServices().openRecharge({ shortFen: 12345 }));
  const input = await screen.findByPlaceholderText<HTMLInputElement>('请输入充值金额');
  expect(input.value).toBe('123.45');
});

test('first visit: the renewal reminder, then the certification notice, one at a time', async () => {
  memberInfo.mockResolvedValue({ code: 0, message: '', data: { ...member, company_attestation: 3 } });
  mount('/phone/all');
  const titles = () =>
    [...document.querySelectorAll('.ant-modal-wrap:not([style*="display: none"]) .ant-modal-title')].map(
      (e) => e.textContent,
    );
  await waitFor(() => expect(titles()).toEqual(['续费提示']));
  await new Promise((r) => setTimeout(r, 1200)); // the notice's 1 s has passed: it still waits its turn
  expect(titles()).toEqual(['续费提示']);
  fireEvent.click(screen.getAllByText(/^确\s?定$/).at(-1)!);
  await waitFor(() => expect(titles()).toEqual(['企业认证']));
});

const openTitles = () =>
  [...document.querySelectorAll('.ant-modal-wrap:not([style*="display: none"]) .ant-modal-title')].map(
    (e) => e.textContent,
  );

test('new-user guide: a dialog on the home page with real progress, shown once for this user', async () => {
  localStorage.setItem('renewNoticeTime', String(Date.now()));
  get.mockResolvedValue({ code: 0, message: '', data: { total: 0, list: [] } });
  memberInfo.mockResolvedValue({ code: 0, message: '', data: { ...member, phone_num: 1, account_num: 0 } });
  const view = mount('/phone/all');
  const guide = await screen.findByTestId('new-user-guide');
  expect(get).toHaveBeenCalledWith('/order/list', { type: 'invest', filterStatus: 1, page: 1, limit: 1 });
  expect(openTitles()).toEqual(['新手指引']);
  const done = (key: string) => guide.querySelector(`[data-testid="step-${key}"]`)?.getAttribute('data-done');
  expect(['buy', 'account', 'networkCard', 'recharge'].map(done)).toEqual(['true', 'false', 'true', 'false']);
  expect(guide.textContent).toContain('已完成 2/4');
  // an unfinished step is drawn with its number, not a tick
  expect(guide.querySelector('[data-testid="step-account"] [data-step-state="open"]')?.textContent).toBe('2');
  expect(guide.querySelector('[data-testid="step-buy"] [data-step-state="open"]')).toBeNull();
  expect(localStorage.getItem(`gettingStartedClosed:${boss.username}`)).toMatch(/^\d+$/);
  // the recharge step replaces the guide with the recharge dialog: one dialog at a time
  fireEvent.click(screen.getByText('去充值'));
  expect(await screen.findByPlaceholderText('请输入充值金额')).toBeTruthy();
  await waitFor(() => expect(openTitles()).not.toContain('新手指引'));
  view.unmount();
  // shown once: the next visit has no guide
  mount('/phone/all');
  await screen.findByText('¥1,000.00');
  await new Promise((r) => setTimeout(r, 100));
  expect(screen.queryByTestId('new-user-guide')).toBeNull();
});

test('new-user guide: 知道了 closes it, then the certification notice takes its turn', async () => {
  localStorage.setItem('renewNoticeTime', String(Date.now()));
  get.mockResolvedValue({ code: 0, message: '', data: { total: 0, list: [] } });
  memberInfo.mockResolvedValue({ code: 0, message: '', data: { ...member, phone_num: 0, company_attestation: 3 } });
  mount('/phone/all');
  await waitFor(() => expect(openTitles()).toEqual(['新手指引']));
  await new Promise((r) => setTimeout(r, 1200)); // the notice's 1 s has passed: it waits its turn
  expect(openTitles()).toEqual(['新手指引']);
  fireEvent.click(screen.getByRole('button', { name: '知道了' }));
  await waitFor(() => expect(openTitles()).toEqual(['企业认证']));
});

test('new-user guide: never shown once every step is done, and the flag is kept', async () => {
  localStorage.setItem('renewNoticeTime', String(Date.now()));
  get.mockResolvedValue({ code: 0, message: '', data: { total: 1, list: [] } });
  memberInfo.mockResolvedValue({
    code: 0,
    message: '',
    data: { ...member, phone_num: 1, account_num: 1, network_cart_num: 1 },
  });
  mount('/phone/all');
  await waitFor(() => expect(localStorage.getItem(`gettingStartedClosed:${boss.username}`)).toMatch(/^\d+$/));
  expect(screen.queryByTestId('new-user-guide')).toBeNull();
});

test('new-user guide: a dismissal kept under the old per-member key still counts', async () => {
  localStorage.setItem('renewNoticeTime', String(Date.now()));
  localStorage.setItem(`gettingStartedDismissed:${member.id}`, '1');
  get.mockResolvedValue({ code: 0, message: '', data: { total: 0, list: [] } });
  memberInfo.mockResolvedValue({ code: 0, message: '', data: { ...member, phone_num: 0 } });
  mount('/phone/all');
  await waitFor(() => expect(localStorage.getItem(`gettingStartedClosed:${boss.username}`)).not.toBeNull());
  expect(screen.queryByTestId('new-user-guide')).toBeNull();
});

test('new-user guide: an employee is offered only the steps the server lets them take', async () => {
  signIn(employee);
  localStorage.setItem('renewNoticeTime', String(Date.now()));
  memberInfo.mockResolvedValue({ code: 0, message: '', data: { ...member, level: 3, amount: null, account_num: 0 } });
  mount('/phone/all');
  await screen.findByTestId('user-menu');
  await waitFor(() => expect(memberInfo).toHaveBeenCalled());
  // buying, binding and recharging are the boss's or a manager's: nothing for an employee to do
  await new Promise((r) => setTimeout(r, 100));
  expect(screen.queryByTestId('new-user-guide')).toBeNull();
  expect(get).not.toHaveBeenCalled();
});

test('new-user guide shows on the home page only', async () => {
  localStorage.setItem('renewNoticeTime', String(Date.now()));
  get.mockResolvedValue({ code: 0, message: '', data: { total: 0, list: [] } });
  mount('/account/all');
  await screen.findByText('¥1,000.00');
  await new Promise((r) => setTimeout(r, 100));
  expect(screen.queryByTestId('new-user-guide')).toBeNull();
  expect(localStorage.getItem(`gettingStartedClosed:${boss.username}`)).toBeNull();
});

describe('user menu: 服务商管理后台 (spec §7 "POST /auth/zhanfu"), only for who the server accepts', () => {
  const openUserMenu = async () => {
    localStorage.setItem('renewNoticeTime', String(Date.now()));
    mount('/phone/all');
    fireEvent.click(await screen.findByTestId('user-menu'));
    await screen.findByText('退出登录');
  };

  test('the boss: the item asks for the ticket URL and opens it in a new tab without opener', async () => {
    const url = 'http://console.test/api/provider/simulator?ticket=abc';
    providerSite.mockResolvedValue({ code: 0, message: 'success', data: { url, expires_in: 300 } });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    try {
      await openUserMenu();
      fireEvent.click(screen.getByText('服务商管理后台'));
      await waitFor(() => expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer'));
      expect(providerSite).toHaveBeenCalledTimes(1);
    } finally {
      open.mockRestore();
      providerSite.mockReset();
    }
  });

  test('a refused call opens nothing (the request layer has shown the message)', async () => {
    providerSite.mockRejectedValue(new Error('仅老板账号可以进入服务商管理后台'));
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    try {
      await openUserMenu();
      fireEvent.click(screen.getByText('服务商管理后台'));
      await waitFor(() => expect(providerSite).toHaveBeenCalled());
      await new Promise((r) => setTimeout(r, 0));
      expect(open).not.toHaveBeenCalled();
    } finally {
      open.mockRestore();
      providerSite.mockReset();
    }
  });

  test('staff (even a manager) are not offered it', async () => {
    signIn(PROFILES.manager);
    memberInfo.mockResolvedValue({ code: 0, message: '', data: { ...member, level: 3 } });
    await openUserMenu();
    expect(screen.queryByText('服务商管理后台')).toBeNull();
    expect(providerSite).not.toHaveBeenCalled();
  });
});

// The dashboard page with its one request stubbed: skeleton first, the figures with links to the
// list views, actions only for who may use them, the shortfall handed to the recharge dialog,
// an error with a working retry.
import { canCall, isEndpoint, roleFromLevel, session, shellServices, type UserInfo } from '@console/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { fakeServer, type Reply } from '../../../../packages/shared/src/testing/fakeServer';
import { setPublishedRoutes } from '../../routes/published';
import { findRoute, mayOpen } from '../../routes/table';
import type { DashboardSummary } from './api';

import { DashboardPage } from './DashboardPage';

const BOTH = ['admin', 'staff'] as ('admin' | 'staff')[];
const boss = { username: 'demoadmin', pwd: 1, name: 'Boss', avatar: '', role: 'admin', level: 1 };
const bossInfo = { ...boss, member_role: 'manager', can_renew_device: 1, can_set_login_time: 1 };
const employee = {
  ...bossInfo,
  username: 'demoemployee',
  role: 'staff',
  level: 3,
  member_role: 'employee',
  can_renew_device: 0,
  can_set_login_time: 0,
};
// a staff manager holding both extra permissions: the most a staff member can hold
const manager = {
  ...employee,
  username: 'demomanager',
  member_role: 'manager',
  can_renew_device: 1,
  can_set_login_time: 1,
};

const SUMMARY: DashboardSummary = {
  phones: { all: 12, valid: 9, running: 7, abnormal: 1, willExpire: 3, expired: 3, allocating: 1 },
  expiringThisWeek: { phones: 3, accounts: 2, networkCards: 1 },
  failures: {
    since: '2030-01-08T04:00:00.000Z',
    payments: 1,
    autoRenewals: 0,
    tasks: 1,
    latest: [
      { kind: 'task', at: '2030-01-15T03:00:00.000Z', phoneId: 12, phoneName: '云手机-012', taskKind: 'action' },
      {
        kind: 'payment',
        at: '2030-01-13T04:00:00.000Z',
        orderNo: 'PDEMO0008',
        orderType: 'phone_renew',
        autoRenew: false,
      },
    ],
  },
  balance: { balanceFen: 25000, renewalCount: 3, renewalFen: 30000, unpricedCount: 0, shortFen: 5000 },
};

/** Reports every path the router goes to. */
function Location({ onPath }: { onPath: (path: string) => void }) {
  const { pathname } = useLocation();
  useEffect(() => {
    onPath(pathname);
  }, [pathname, onPath]);
  return null;
}

const ok = (data: unknown) => ({ data: { code: 0, message: 'success', data } });
let summary: Reply;
let profile: object;
let asked = 0;

async function signIn(who: object) {
  profile = who;
  await session.getInfo();
}

function renderPage() {
  return render(
    <QueryClientProvider client={shellServices().queryClient}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  asked = 0;
  summary = ok(SUMMARY);
  fakeServer({
    '/user/getInfo': () => ok(profile),
    '/dashboard/summary': () => {
      asked++;
      return summary;
    },
  });
  // as the remotes' routes.json publish them (roles and the endpoint each page requires)
  setPublishedRoutes({
    devices: [
      { path: '/phone/all', type: 0, roles: BOTH, requires: 'GET /phone/list' },
      { path: '/phone/willExpiredCnt', type: 1, roles: BOTH, requires: 'GET /phone/list', hidden: true },
      { path: '/phone/expiredCnt', type: 2, roles: BOTH, requires: 'GET /phone/list', hidden: true },
      { path: '/phone/buy', requires: 'POST /phone/buyV1', hidden: true },
      { path: '/buyall', requires: 'POST /phone/buyV1', hidden: true },
      { path: '/phone/renew', roles: BOTH, requires: 'POST /phone/renewV1', hidden: true },
      { path: '/phoneItem', roles: BOTH, requires: 'GET /phone/detail', hidden: true },
      { path: '/cloud/cloudBuy', requires: 'POST /cloudNumber/buy', hidden: true },
      { path: '/mall/all', roles: BOTH, requires: 'GET /app/list', hidden: true },
    ],
    accounts: [{ path: '/account/all', type: 0, roles: BOTH, requires: 'GET /account/list' }],
    network: [
      { path: '/NetworkCard/all', type: 0, roles: BOTH, requires: 'GET /networkCard/list' },
      { path: '/agentIp/aggregateBuy3', requires: 'POST /ipDevice/buy', hidden: true },
    ],
    billing: [{ path: '/order/all', type: 0, roles: BOTH, requires: 'GET /order/list' }],
    org: [{ path: '/company/setup', roles: BOTH, requires: 'GET /company/info' }],
  });
});

test('a skeleton until the summary answers, then one h1 and a card per subject', async () => {
  await signIn(bossInfo);
  let answer!: (r: Reply) => void;
  summary = () => new Promise<Reply>((r) => (answer = r));
  renderPage();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('工作台');
  expect(screen.getByTestId('dashboard-loading').getAttribute('aria-busy')).toBe('true');
  await waitFor(() => expect(answer).toBeDefined()); // the request is on its way
  answer(ok(SUMMARY));
  await screen.findByTestId('dashboard-phones');
  expect(screen.queryByTestId('dashboard-loading')).toBeNull();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    '设备状态',
    '本周到期',
    '近 7 天失败',
    '余额与自动续费',
    '快捷操作',
  ]);
});

test('the list views link to the device list with their counts', async () => {
  await signIn(bossInfo);
  renderPage();
  expect((await screen.findByTestId('dash-phones-willExpire-link')).getAttribute('href')).toBe('/phone/willExpiredCnt');
  expect(screen.getByTestId('dash-phones-willExpire').textContent).toContain('3');
  expect(screen.getByTestId('dash-phones-expired-link').getAttribute('href')).toBe('/phone/expiredCnt');
  expect(screen.getByTestId('dash-phones-all-link').getAttribute('href')).toBe('/phone/all');
  expect(screen.getByTestId('dash-expiring-accounts-link').getAttribute('href')).toBe('/account/all');
  expect(screen.getByRole('link', { name: /云手机-012：操作任务失败/ }).getAttribute('href')).toBe('/phoneItem?id=12');
  expect(screen.getByRole('link', { name: /订单 PDEMO0008：云手机续费支付失败/ }).getAttribute('href')).toBe(
    '/order/all',
  );
});

test('the boss: the shortfall goes to the recharge dialog; buy, renew and recharge are offered', async () => {
  await signIn(bossInfo);
  renderPage();
  expect((await screen.findByTestId('dash-short')).textContent).toContain('余额不足，还差 ¥50.00');
  const openRecharge = jest.spyOn(shellServices(), 'openRecharge');
  fireEvent.click(within(screen.getByTestId('dashboard-balance')).getByRole('button', { name: /充\s*值/ }));
  expect(openRecharge).toHaveBeenCalledWith({ shortFen: 5000 });
  const balance = within(screen.getByTestId('dashboard-balance'));
  expect(balance.getByTestId('dash-renewals').textContent).toBe('¥300.00 · 3 笔');
  expect(balance.getByRole('link', { name: '续费管理' }).getAttribute('href')).toBe('/renew/all');
  expect(screen.getByTestId('dash-action-buy')).toBeTruthy();
  expect(screen.getByTestId('dash-action-renew')).toBeTruthy();
  expect(screen.getByTestId('dash-action-recharge')).toBeTruthy();
});

// spec §2: "Quick links go to /buyall, /mall/all, /agentIp/aggregateBuy3, /cloud/cloudBuy, /company/setup and /pay/success."
test('the quick actions are the spec quick links, each opening its page', async () => {
  await signIn(bossInfo);
  const pages: string[] = [];
  render(
    <QueryClientProvider client={shellServices().queryClient}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <DashboardPage />
        <Location onPath={(p) => pages.push(p)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const labels = {
    buy: '购买云手机',
    buyDevice: '购买IP设备',
    buyNumber: '购买云号码',
    appMarket: '应用市场',
    certify: '企业认证',
  };
  for (const [key, label] of Object.entries(labels)) {
    const button = await screen.findByTestId(`dash-action-${key}`);
    expect(button.textContent).toBe(label);
    fireEvent.click(button);
  }
  expect(pages.slice(-5)).toEqual([
    '/buyall',
    '/agentIp/aggregateBuy3',
    '/cloud/cloudBuy',
    '/mall/all',
    '/company/setup',
  ]);
});

test("the dashboard is the boss's: staff, even a manager holding every extra permission, cannot open it", () => {
  const route = findRoute('/dashboard')!;
  const opens = (who: object) =>
    mayOpen(route, roleFromLevel((who as UserInfo).level), (e) => isEndpoint(e) && canCall(e, who as UserInfo));
  expect(route.requires).toBe('GET /dashboard/summary');
  expect(opens(bossInfo)).toBe(true);
  // spec §6: "Routes declare allowed roles. Most are admin only."
  expect(opens(employee)).toBe(false);
  // spec §6: "Extra member permissions are the right to set user login times and the device renewal permission." (neither opens it)
  expect(opens(manager)).toBe(false);
});

// The page's own gating, apart from the route (which staff cannot open): each action and link is
// offered by the access table, so a member sees only what the server would accept from them.
test("the page offers a member without the boss's rights no recharge, no buying, only the pages they may open", async () => {
  await signIn(manager);
  summary = ok({
    ...SUMMARY,
    balance: { balanceFen: null, renewalCount: 1, renewalFen: 10000, unpricedCount: 0, shortFen: null },
  });
  renderPage();
  expect(await screen.findByText('您无权查看余额')).toBeTruthy();
  // spec §6: "Routes declare allowed roles. Most are admin only." (top-up, renewal management and buying are the boss's)
  expect(screen.queryByRole('button', { name: /充\s*值/ })).toBeNull();
  expect(screen.queryByRole('link', { name: '续费管理' })).toBeNull();
  expect(screen.queryByTestId('dash-action-buy')).toBeNull();
  // spec §6: "Extra member permissions are the right to set user login times and the device renewal permission."
  // of the quick links, only renewal is theirs (the app market, IP devices, cloud numbers, certification are the boss's)
  expect(
    within(screen.getByTestId('dashboard-actions'))
      .getAllByRole('button')
      .map((b) => b.dataset.testid),
  ).toEqual(['dash-action-renew']); // 续费
  // the device list and their orders stay links (the renewal permission opens them); sub-accounts
  // and a phone's detail are the boss's
  expect(screen.getByTestId('dash-phones-willExpire-link')).toBeTruthy();
  expect(screen.getByRole('link', { name: /PDEMO0008/ }).getAttribute('href')).toBe('/order/all');
  expect(screen.queryByTestId('dash-expiring-accounts-link')).toBeNull();
  expect(screen.queryByRole('link', { name: /云手机-012/ })).toBeNull();
});

test('the page offers a member with no extra permission (an employee, a manager) no action and no link', async () => {
  // spec §6: "Users without the renewal permission are told to contact the superior manager." (no renewal offered)
  for (const who of [employee, { ...manager, can_renew_device: 0, can_set_login_time: 0 }]) {
    await signIn(who);
    summary = ok({
      ...SUMMARY,
      balance: { balanceFen: null, renewalCount: 1, renewalFen: 10000, unpricedCount: 0, shortFen: null },
    });
    const { unmount } = renderPage();
    expect(await screen.findByText('您无权查看余额')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /充\s*值/ })).toBeNull();
    expect(screen.queryByTestId('dash-action-renew')).toBeNull();
    expect(within(screen.getByTestId('dashboard-actions')).queryAllByRole('button')).toEqual([]);
    expect(within(screen.getByTestId('dashboard-actions')).getByText('暂无可用的快捷操作')).toBeTruthy();
    expect(screen.queryByTestId('dash-phones-willExpire-link')).toBeNull();
    expect(screen.queryByRole('link', { name: /PDEMO0008/ })).toBeNull();
    unmount();
  }
});

test('a failed request: an error with a retry that asks again', async () => {
  await signIn(bossInfo);
  summary = { status: 500, data: { code: 500, message: 'boom', data: null } };
  renderPage();
  await screen.findByText('工作台数据加载失败');
  summary = ok(SUMMARY);
  fireEvent.click(await screen.findByRole('button', { name: /重\s*试/ }));
  await screen.findByTestId('dashboard-phones');
  expect(asked).toBe(2);
});

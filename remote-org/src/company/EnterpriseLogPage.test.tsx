// 企业日志 and its tabs against a stubbed API: rows read with translated actions and before → after,
// URL filters reach the server, a bad day is caught before any call, an employee's 40003 becomes
// a 403 panel; the tabs offer only what the member may open.
import { RequestError } from '@console/shared';
import { AreaApp } from '@console/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { signInAs } from '../../../packages/testing/signIn';
import { orgArea } from '../area';
import { enterpriseLog, type LogRow } from './api';

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  enterpriseLog: { list: jest.fn(), members: jest.fn() },
}));
const api = enterpriseLog as jest.Mocked<typeof enterpriseLog>;

const row = (id: number, over: Partial<LogRow> = {}): LogRow => ({
  id,
  created_at: '2030-01-15T04:00:00.000Z',
  user_id: 1,
  actor_name: '演示老板',
  area: 'devices',
  action: 'group.rename',
  target_type: 'group',
  target_id: '7',
  target_name: '抖音店铺组',
  before: { name: '旧组' },
  after: { name: '抖音店铺组' },
  reason: '',
  summary: '',
  result: 'ok',
  ip: '127.0.0.1',
  terminal_code: 't-1',
  ...over,
});

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="*" element={<AreaApp {...orgArea} />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(async () => {
  localStorage.clear();
  api.list.mockReset();
  api.members.mockReset();
  api.members.mockResolvedValue([]);
  api.list.mockResolvedValue({
    total: 2,
    list: [
      row(2),
      row(1, {
        action: 'login.refused',
        area: 'security',
        result: 'refused',
        before: null,
        after: null,
        reason: '不在允许的登录时段',
        target_name: 'staff',
      }),
    ],
  });
  await signInAs('admin');
});

test('rows: translated area, action and result, before → after, the reason of a refusal', async () => {
  renderAt('/company/log');
  expect(await screen.findByText('重命名分组', undefined, { timeout: 10_000 })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: '企业日志' })).toBeTruthy();
  expect(screen.getByText('名称: 旧组 → 名称: 抖音店铺组')).toBeTruthy();
  expect(screen.getByText('登录被拒绝')).toBeTruthy();
  expect(screen.getByText('原因：不在允许的登录时段')).toBeTruthy();
  expect(screen.getByText('已拒绝')).toBeTruthy();
  expect(screen.getAllByText('设备').length).toBeGreaterThan(0);
  expect(screen.getByText('导出CSV')).toBeTruthy();
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20 });
  // the boss is offered every tab, the current one marked
  const tabs = within(screen.getByRole('navigation', { name: '企业配置' }));
  expect(tabs.getAllByRole('link').map((l) => l.textContent)).toEqual([
    '企业信息',
    '绑定设置',
    '成员管理',
    '企业日志',
    'Webhook 通知',
  ]);
  expect(tabs.getByRole('link', { name: '企业日志' }).getAttribute('aria-current')).toBe('page');
});

test('URL filters reach the server; a malformed day is caught without a call', async () => {
  renderAt('/company/log?area=security&action=login.refused&result=refused&date_from=2030-01-01&keyword=staff');
  await waitFor(() =>
    expect(api.list).toHaveBeenLastCalledWith({
      page: 1,
      limit: 20,
      area: 'security',
      action: 'login.refused',
      result: 'refused',
      date_from: '2030-01-01',
      keyword: 'staff',
    }),
  );
  api.list.mockClear();
  renderAt('/company/log?date_from=2030-02-30');
  expect(await screen.findByText('日期格式应为 YYYY-MM-DD', undefined, { timeout: 10_000 })).toBeTruthy();
  expect(api.list).not.toHaveBeenCalled();
});

test('a manager is not offered the boss-only binding tab; an employee gets a 403 panel', async () => {
  await signInAs('manager');
  const view = renderAt('/company/log');
  await screen.findByText('重命名分组', undefined, { timeout: 10_000 });
  const tabs = within(screen.getByRole('navigation', { name: '企业配置' }));
  expect(tabs.queryByRole('link', { name: '绑定设置' })).toBeNull();
  view.unmount();

  await signInAs('employee');
  api.list.mockRejectedValue(new RequestError('仅老板或主管可以查看企业日志', { code: 40003 }));
  renderAt('/company/log');
  expect(await screen.findByTestId('enterprise-log-forbidden', undefined, { timeout: 10_000 })).toBeTruthy();
  expect(screen.getByText('无权查看企业日志')).toBeTruthy();
});

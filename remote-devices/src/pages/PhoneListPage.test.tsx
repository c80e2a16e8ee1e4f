// The device list screen against a stubbed area API: the route decides filterStatus, the view
// links re-query, the counters come with the list, bulk actions wait for a selection (spec §5),
// row actions open their dialogs and reload the list, allocation shows a notice.
import { useEffect } from 'react';
import type { Phone } from '@console/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { phoneOps } from '../api/phoneOps';
import { phones } from '../api/phones';
import { AreaApp } from '@console/ui';
import { devicesArea } from '../area';
import { signInAs } from '../../../packages/testing/signIn';
import { firstReadsMade, prefetchingRoutes } from '../../../packages/testing/firstReads';
import published from '../routes.json';

jest.mock('../api/phones', () => ({
  PHONE_EXPORT_PATH: '/phone/list/export',
  phones: { list: jest.fn(), cnt: jest.fn() },
}));
jest.mock('../api/phoneOps', () => ({
  ...jest.requireActual('../api/phoneOps'),
  phoneOps: {
    allocating: jest.fn(),
    setRemark: jest.fn(),
    remove: jest.fn(),
    sync: jest.fn(),
    groupList: jest.fn(),
    setGroup: jest.fn(),
    all: jest.fn(),
  },
}));
const api = phones as jest.Mocked<typeof phones>;
const ops = phoneOps as jest.Mocked<typeof phoneOps>;

const phone = (id: number, over: Partial<Phone> = {}): Phone => ({
  id,
  phone_name: `手机${id}`,
  is_domestic_name: '国内',
  spec_name: '标准',
  version: 'Android 12',
  group_id: null,
  group_name: '',
  remark: '',
  account_id: null,
  account_name: '',
  network_card_id: 7,
  network_card_name: '网卡7',
  status: 'normal',
  state: 'normal',
  expiration_time: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  remain_day: 10,
  remain_hour: 240,
  is_expired: 0,
  auto_renew: 0,
  created_at: '2025-01-01T00:00:00Z',
  ...over,
});

// getByRole walks the whole antd table's accessibility tree and takes seconds; text + closest is instant.
const link = (text: string) => screen.getByText(text).closest('a')!;

let path = '';
// where the router is, recorded after each render for the test to read
function Where() {
  const l = useLocation();
  useEffect(() => {
    path = l.pathname + l.search;
  });
  return null;
}

// the boss: every action is offered (a staff member's screens are tested in PhoneListPage.roles)
beforeEach(() => signInAs('admin'));

beforeEach(() => {
  jest.clearAllMocks();
  api.list.mockResolvedValue({ total: 1, list: [phone(1)] });
  api.cnt.mockResolvedValue({ allCnt: 9, willExpiredCnt: 2, expiredCnt: 1 });
  ops.allocating.mockResolvedValue({ count: 0, orders: [] });
  ops.all.mockResolvedValue({ list: [] });
  ops.groupList.mockResolvedValue({ list: [] });
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
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

/** A button by its label (antd puts a space between two CJK characters: 同步 → 同 步). */
const button = (label: string, root: ParentNode = document) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === label)!;

/** Opens the row's 操作 menu and clicks one entry. */
async function rowAction(id: number, label: string) {
  await act(async () => fireEvent.click(screen.getByTestId(`row-actions-${id}`)));
  const item = await screen.findByText(label, { selector: '.ant-dropdown-menu-title-content' });
  await act(async () => fireEvent.click(item));
}

// The host starts these reads while the area's code loads; they are used only if they are what the page asks first.
test.each(prefetchingRoutes(published))('%s asks first for the reads it publishes as prefetch', async (path, reads) => {
  renderAt(path);
  await waitFor(() =>
    expect(firstReadsMade(reads, { 'GET /phone/list': api.list, 'GET /phone/cnt': api.cnt })).toEqual(reads),
  );
});

test('route → filterStatus, counters in the view links, links re-query, bulk renew needs a selection', async () => {
  renderAt('/phone/expiredCnt');
  await screen.findByText('手机1');
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, filterStatus: 2 });
  expect(link('全部 (9)').getAttribute('href')).toBe('/phone/all');
  expect(link('已过期 (1)').getAttribute('href')).toBe('/phone/expiredCnt');
  // bound network card links to its area; no sub-account bound → 未绑定
  expect(link('网卡7').getAttribute('href')).toBe('/NetworkCard/all');
  expect(screen.getByText('未绑定')).toBeTruthy();

  const renew = screen.getByText('批量续费').closest('button')!;
  expect(renew.hasAttribute('disabled')).toBe(true);
  const rowCheckbox = document.querySelector('tbody input[type="checkbox"]')!;
  await act(async () => fireEvent.click(rowCheckbox));
  expect(renew.hasAttribute('disabled')).toBe(false);
  fireEvent.click(renew);
  await waitFor(() => expect(path).toBe('/phone/renew?selectPhoneIds=1'));
});

test('following a view link re-queries with that view', async () => {
  render(
    <MemoryRouter initialEntries={['/phone/all']}>
      <AreaApp {...devicesArea} />
    </MemoryRouter>,
  );
  await screen.findByText('手机1');
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, filterStatus: 0 });
  fireEvent.click(link('未绑定分身'));
  await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, filterStatus: 4 }));
});

test('设置备注: the dialog saves through POST /phone/update and the list reloads', async () => {
  ops.setRemark.mockResolvedValue(null);
  renderAt('/phone/all');
  await screen.findByText('手机1');
  const loads = api.list.mock.calls.length;
  await rowAction(1, '设置备注');
  const dialog = (await screen.findByText('设置备注', { selector: '.ant-modal-title *' })).closest(
    '.ant-modal',
  ) as HTMLElement;
  fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '  客服一号  ' } });
  await act(async () => fireEvent.click(button('确定', dialog)));
  await waitFor(() => expect(ops.setRemark).toHaveBeenCalledWith(1, '客服一号'));
  await waitFor(() => expect(api.list.mock.calls.length).toBeGreaterThan(loads));
  expect(api.cnt.mock.calls.length).toBeGreaterThan(1); // counters come with every list load
});

test('删除: a confirmation, then POST /phone/delete moves the phone to the recycle bin', async () => {
  ops.remove.mockResolvedValue({ recycled: 1, purged: 0 });
  renderAt('/phone/all');
  await screen.findByText('手机1');
  await rowAction(1, '删除');
  await screen.findByText('删除 1 台云手机？', { selector: '.ant-modal-confirm-title *' });
  expect(ops.remove).not.toHaveBeenCalled();
  const confirm = document.querySelector('.ant-modal-confirm .ant-btn-dangerous') as HTMLElement;
  await act(async () => fireEvent.click(confirm));
  await waitFor(() => expect(ops.remove).toHaveBeenCalledWith([1]));
});

test('manager bulk actions wait for a selection; 同步全部 syncs every phone', async () => {
  ops.sync.mockResolvedValue({ id: 1, created_at: '', phone_count: 9, result: 'success', detail: '', user_name: 'a' });
  renderAt('/phone/all');
  await screen.findByText('手机1');
  for (const label of ['设置分组', '分配成员', '同步', '批量控制']) {
    expect(button(label).hasAttribute('disabled')).toBe(true);
  }
  await act(async () => fireEvent.click(screen.getByText('同步全部').closest('button')!));
  await waitFor(() => expect(ops.sync).toHaveBeenCalledWith(undefined));

  await act(async () => fireEvent.click(document.querySelector('tbody input[type="checkbox"]')!));
  const sync = button('同步');
  expect(sync.hasAttribute('disabled')).toBe(false);
  await act(async () => fireEvent.click(sync));
  await waitFor(() => expect(ops.sync).toHaveBeenLastCalledWith([1]));

  fireEvent.click(button('批量控制'));
  await waitFor(() => expect(path).toBe('/phone/groupControl?selectPhoneIds=1'));
});

test('phones being allocated: a notice, polled until they arrive, then the list reloads', async () => {
  jest.useFakeTimers();
  try {
    ops.allocating.mockResolvedValueOnce({ count: 2, orders: [] }).mockResolvedValue({ count: 0, orders: [] });
    renderAt('/phone/all');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByTestId('allocating').textContent).toContain('2 台云手机分配中…');
    const loads = api.list.mock.calls.length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByTestId('allocating')).toBeNull();
    expect(api.list.mock.calls.length).toBeGreaterThan(loads);
  } finally {
    jest.useRealTimers();
  }
});

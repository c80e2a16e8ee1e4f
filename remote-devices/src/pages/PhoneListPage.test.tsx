// The device list screen against a stubbed area API: the route decides filterStatus, the view
// links re-query, the counters come with the list, bulk renewal waits for a selection (spec §5).
import type { Phone } from '@console/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { phones } from '../api/phones';
import { AreaApp } from '@console/ui';
import { devicesArea } from '../area';


jest.mock('../api/phones', () => ({
  PHONE_EXPORT_PATH: '/phone/list/export',
  phones: { list: jest.fn(), cnt: jest.fn() },
}));
const api = phones as jest.Mocked<typeof phones>;
jest.setTimeout(15_000); // a full antd table in jsdom is slow on a cold cache

const phone = (id: number, over: Partial<Phone> = {}): Phone => ({
  id,
  phone_name: `手机${id}`,
  is_domestic_name: '国内',
  spec_name: '标准',
  version: 'Android 12',
  group_id: null,
  group_name: null,
  remark: null,
  account_id: null,
  account_name: null,
  network_card_id: 7,
  network_card_name: '网卡7',
  status: 'normal',
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
function Where() {
  const l = useLocation();
  path = l.pathname + l.search;
  return null;
}

beforeEach(() => {
  api.list.mockResolvedValue({ total: 1, list: [phone(1)] });
  api.cnt.mockResolvedValue({ allCnt: 9, willExpiredCnt: 2, expiredCnt: 1 });
});

test('route → filterStatus, counters in the view links, links re-query, bulk renew needs a selection', async () => {
  render(
    <MemoryRouter initialEntries={['/phone/expiredCnt']}>
      <Routes>
        <Route path="*" element={<><AreaApp {...devicesArea} /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
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

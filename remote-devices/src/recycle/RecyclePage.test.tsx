// The recycle bin against a stubbed API: rows of GET /phone/retrievalList, restore, and a
// permanent delete that waits for its danger confirmation.
import type { Phone } from '@console/shared';
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { phoneOps } from '../api/phoneOps';
import { devicesArea } from '../area';
import { signInAs } from '../../../packages/testing/signIn';

jest.mock('../api/phoneOps', () => ({
  ...jest.requireActual('../api/phoneOps'),
  phoneOps: { retrievalList: jest.fn(), restore: jest.fn(), remove: jest.fn() },
}));
const ops = phoneOps as jest.Mocked<typeof phoneOps>;

const binned = {
  id: 13,
  phone_name: '云手机-013',
  is_domestic_name: '国内',
  spec_name: '4核8G',
  version: 'Android 10',
  group_id: null,
  group_name: '',
  remark: '回收站',
  account_id: null,
  account_name: '',
  network_card_id: null,
  network_card_name: '',
  status: 'normal',
  state: 'normal',
  expiration_time: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  remain_day: 5,
  remain_hour: 120,
  is_expired: 0,
  auto_renew: 0,
  created_at: '2025-01-01T00:00:00Z',
} as Phone;

/** A button by its label (antd spaces two CJK characters in some buttons: 恢复 → 恢 复). */
const button = (label: string, root: ParentNode = document) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === label)!;
const rowButton = (label: string) => button(label, document.querySelector('tbody')!);

// the boss: every action is offered (a staff member's screens are tested in PhoneListPage.roles)
beforeEach(() => signInAs('admin'));

beforeEach(() => {
  jest.clearAllMocks();
  ops.retrievalList.mockResolvedValue({ total: 1, list: [binned] });
});

const renderBin = () =>
  render(
    <MemoryRouter initialEntries={['/phone/recycle']}>
      <AreaApp {...devicesArea} />
    </MemoryRouter>,
  );

test('lists the bin and restores a phone, then reloads', async () => {
  ops.restore.mockResolvedValue({ restored: 1 });
  renderBin();
  await screen.findByText('云手机-013');
  expect(screen.getByText('回收站', { selector: 'h1' })).toBeTruthy();
  expect(ops.retrievalList).toHaveBeenCalledWith({ page: 1, limit: 20 });
  await act(async () => fireEvent.click(rowButton('恢复')));
  await waitFor(() => expect(ops.restore).toHaveBeenCalledWith([13]));
  await waitFor(() => expect(ops.retrievalList).toHaveBeenCalledTimes(2));
});

test('permanent delete explains it cannot be undone and runs only after confirming', async () => {
  ops.remove.mockResolvedValue({ recycled: 0, purged: 1 });
  renderBin();
  await screen.findByText('云手机-013');
  expect(button('恢复').hasAttribute('disabled')).toBe(true); // bulk: nothing selected
  await act(async () => fireEvent.click(rowButton('彻底删除')));
  await screen.findByText('彻底删除后云手机将无法恢复，请谨慎操作。');
  expect(ops.remove).not.toHaveBeenCalled();
  await act(async () => fireEvent.click(document.querySelector('.ant-modal-confirm .ant-btn-dangerous')!));
  await waitFor(() => expect(ops.remove).toHaveBeenCalledWith([13]));
});

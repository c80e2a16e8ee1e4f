import { AreaApp } from '@console/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { phoneOps } from '../api/phoneOps';
import { devicesArea } from '../area';
import { signInAs } from '../../../packages/testing/signIn';

jest.mock('../api/phoneOps', () => ({
  ...jest.requireActual('../api/phoneOps'),
  phoneOps: { syncRecords: jest.fn() },
}));
const ops = phoneOps as jest.Mocked<typeof phoneOps>;

// the boss: every action is offered (a staff member's screens are tested in PhoneListPage.roles)
beforeEach(() => signInAs('admin'));

test('each record: time, phone count, result tag, detail, operator', async () => {
  ops.syncRecords.mockResolvedValue({
    total: 2,
    list: [
      {
        id: 2,
        created_at: '2026-03-01T08:00:00Z',
        phone_count: 3,
        result: 'partial',
        detail: '同步 3 台：正常 2 台，异常 1 台',
        user_name: '演示老板',
      },
      {
        id: 1,
        created_at: '2026-02-01T08:00:00Z',
        phone_count: 12,
        result: 'success',
        detail: '',
        user_name: '演示主管',
      },
    ],
  });
  render(
    <MemoryRouter initialEntries={['/phone/syncRecord']}>
      <AreaApp {...devicesArea} />
    </MemoryRouter>,
  );
  await screen.findByText('同步 3 台：正常 2 台，异常 1 台');
  expect(ops.syncRecords).toHaveBeenCalledWith({ page: 1, limit: 20 });
  expect(screen.getByText('部分成功').closest('.ant-tag')).toBeTruthy();
  expect(screen.getByText('成功').closest('.ant-tag')).toBeTruthy();
  expect(screen.getByText('演示主管')).toBeTruthy();
  expect(screen.getByText('12')).toBeTruthy();
});

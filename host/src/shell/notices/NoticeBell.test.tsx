// The notification centre against a fake server: the unread badge, the drawer's list in the
// server's words, "mark all as read", and no bell at all for an employee (the server refuses them).
import { session, shellServices } from '@console/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeServer } from '../../../../packages/shared/src/testing/fakeServer';
import '../i18n';
import { NoticeBell } from './NoticeBell';

const boss = {
  username: 'demoadmin',
  pwd: 1,
  name: 'Boss',
  avatar: '',
  role: 'admin',
  level: 1,
  member_role: 'manager',
};
const employee = { ...boss, username: 'demoemployee', role: 'staff', level: 3, member_role: 'employee' };
const ok = (data: unknown) => ({ data: { code: 0, message: 'success', data } });

let profile: object;
let unread: number;
let readCalls: number;

const NOTICE = {
  id: 1,
  kind: 'cloud_number_unsubscribed',
  text: '云号码 17099000009 未续费，已于 25 日退订，无法找回',
  resource_type: 'cloud_number',
  resource_id: 9,
  created_at: '2030-02-24T16:00:00.000Z',
};

beforeEach(() => {
  unread = 1;
  readCalls = 0;
  fakeServer({
    '/user/getInfo': () => ok(profile),
    '/notice/unread': () => ok({ unread }),
    '/notice/list': () => ok({ total: 1, unread, list: [{ ...NOTICE, unread: unread > 0 }] }),
    '/notice/read': () => {
      readCalls++;
      unread = 0;
      return ok({ unread: 0 });
    },
  });
});

const renderBell = () =>
  render(
    <QueryClientProvider client={shellServices().queryClient}>
      <NoticeBell />
    </QueryClientProvider>,
  );

test('the boss sees the unread count, opens the list and marks everything read', async () => {
  profile = boss;
  await session.getInfo();
  renderBell();
  const bell = await screen.findByRole('button', { name: '通知（1 条未读）' });
  fireEvent.click(bell);
  expect(await screen.findByText(NOTICE.text)).toBeTruthy();
  expect(screen.getByText('未读')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
  await waitFor(() => expect(readCalls).toBe(1));
  await waitFor(() => expect(screen.queryByText('未读')).toBeNull());
  expect(screen.getByRole('button', { name: '通知' })).toBeTruthy();
});

test('an employee has no bell', async () => {
  profile = employee;
  await session.getInfo();
  const { container } = renderBell();
  expect(container.innerHTML).toBe('');
});

// Authorization management against a stubbed area API: the member comes from ?user_id=, the
// member's saved set is read once (assigned=1), ticks on two pages are saved together as the whole
// set, and a refusal reads 设置失败：<reason>.
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { signInAs } from '../../../packages/testing/signIn';
import { ActionError, authorization, childUsers, type Resource } from '../api/org';
import { orgArea } from '../area';

jest.mock('../api/org', () => ({
  ...jest.requireActual('../api/org'),
  authorization: { resources: jest.fn(), set: jest.fn() },
  childUsers: { list: jest.fn(), cnt: jest.fn() },
}));
const auth = authorization as jest.Mocked<typeof authorization>;
const staff = childUsers as jest.Mocked<typeof childUsers>;
jest.setTimeout(90_000);

const phone = (id: number, holder = ''): Resource => ({
  id,
  name: `云手机-${id}`,
  assigned: false,
  holder_name: holder,
});

beforeEach(() => {
  auth.resources.mockReset();
  auth.set.mockReset();
  staff.list.mockResolvedValue({
    total: 1,
    list: [
      {
        id: 5,
        username: 'worker05',
        name: '小五',
        phone: '13800000005',
        role: 'employee',
        department_id: null,
        department_name: '',
        status: 'active',
        phone_count: 1,
        account_count: 0,
        store_count: 0,
        last_login_at: null,
        created_at: '2025-01-01T00:00:00Z',
      },
    ],
  });
  auth.resources.mockImplementation(async (q) => {
    if (q.assigned === 1) return { total: 1, list: [{ ...phone(1, '小五'), assigned: true }] };
    const all = Array.from({ length: 12 }, (_, i) => phone(i + 1, i === 0 ? '小五' : i === 2 ? '小三' : ''));
    const start = (q.page - 1) * q.limit;
    return { total: all.length, list: all.slice(start, start + q.limit).map((p) => ({ ...p, assigned: p.id === 1 })) };
  });
});

test('ticks on two pages are saved as the member’s whole set; a refusal shows its reason', async () => {
  await signInAs('admin');
  render(
    <MemoryRouter initialEntries={['/member/authorization?user_id=5']}>
      <AreaApp {...orgArea} />
    </MemoryRouter>,
  );
  await screen.findByText('云手机-3', undefined, { timeout: 40_000 });
  await waitFor(() => expect(screen.getByTestId('auth-selected-phone').textContent).toBe('已选 1 项'));
  expect(auth.resources).toHaveBeenCalledWith({ user_id: 5, kind: 'phone', assigned: 1, page: 1, limit: 5000 });
  expect(screen.getByText('小三')).toBeTruthy(); // the current holder
  await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: '云手机-3' })));
  await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: '云手机-1' }))); // taken back
  await act(async () => fireEvent.click(screen.getByTitle('2')));
  await act(async () => fireEvent.click(await screen.findByRole('checkbox', { name: '云手机-12' })));
  expect(screen.getByTestId('auth-selected-phone').textContent).toBe('已选 2 项');
  auth.set.mockRejectedValueOnce(new ActionError('资源不存在或不属于本企业', 40004));
  await act(async () => fireEvent.click(screen.getByTestId('auth-save-phone')));
  expect(auth.set).toHaveBeenCalledWith({ user_id: 5, kind: 'phone', ids: [3, 12] });
  expect(await screen.findByText('设置失败：资源不存在或不属于本企业')).toBeTruthy();
});

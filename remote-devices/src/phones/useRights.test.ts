import { shellServices, userApi, useSession } from '@console/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { useRights } from './useRights';

jest.mock('@console/shared', () => ({
  ...jest.requireActual('@console/shared'),
  useSession: jest.fn(),
  userApi: { info: jest.fn() },
}));
const session = useSession as jest.Mock;
const info = userApi.info as jest.Mock;

const as = (level: number) => session.mockReturnValue({ userInfo: { level } });

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: shellServices().queryClient }, children);

beforeEach(() => jest.clearAllMocks());

test('an admin login is admin and manager without asking the server', () => {
  as(1);
  const { result } = renderHook(() => useRights(), { wrapper });
  expect(result.current).toEqual({ admin: true, manager: true });
  expect(info).not.toHaveBeenCalled();
});

test('staff: manager only when GET /user/info says member_role manager', async () => {
  as(3);
  info.mockResolvedValue({ code: 0, data: { member_role: 'manager' } });
  const { result } = renderHook(() => useRights(), { wrapper });
  expect(result.current).toEqual({ admin: false, manager: false });
  await waitFor(() => expect(result.current).toEqual({ admin: false, manager: true }));
});

test('staff employee (or an unknown role) manages nothing', async () => {
  as(3);
  info.mockResolvedValue({ code: 0, data: { member_role: 'employee' } });
  const { result } = renderHook(() => useRights(), { wrapper });
  await waitFor(() => expect(info).toHaveBeenCalled());
  expect(result.current).toEqual({ admin: false, manager: false });
  info.mockRejectedValue(new Error('offline'));
  const again = renderHook(() => useRights(), { wrapper });
  await waitFor(() => expect(info).toHaveBeenCalledTimes(2));
  expect(again.result.current).toEqual({ admin: false, manager: false });
});

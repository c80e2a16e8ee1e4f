import { shellServices } from '@console/shared';
import { AreaActiveContext } from '@console/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { phoneOps } from '../api/phoneOps';
import { ALLOCATING_POLL_MS, useAllocating } from './useAllocating';

jest.mock('../api/phoneOps', () => ({ phoneOps: { allocating: jest.fn() } }));
const allocating = phoneOps.allocating as jest.Mock;

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: shellServices().queryClient }, children);

beforeEach(() => {
  jest.useFakeTimers();
  allocating.mockReset();
});
afterEach(() => jest.useRealTimers());

const tick = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
    await jest.advanceTimersByTimeAsync(1); // the cache tells its observers on the next macrotask
  });
};

test('polls every 5 s while phones are pending and reloads when the count drops', async () => {
  allocating
    .mockResolvedValueOnce({ count: 3, orders: [] })
    .mockResolvedValueOnce({ count: 3, orders: [] })
    .mockResolvedValueOnce({ count: 1, orders: [] })
    .mockResolvedValueOnce({ count: 0, orders: [] });
  const onAllocated = jest.fn();
  const { result } = renderHook(() => useAllocating(onAllocated), { wrapper });
  await tick(0);
  expect(result.current).toBe(3);
  expect(onAllocated).not.toHaveBeenCalled();

  await tick(ALLOCATING_POLL_MS);
  expect(allocating).toHaveBeenCalledTimes(2);
  expect(onAllocated).not.toHaveBeenCalled();

  await tick(ALLOCATING_POLL_MS);
  expect(result.current).toBe(1);
  expect(onAllocated).toHaveBeenCalledTimes(1);

  await tick(ALLOCATING_POLL_MS);
  expect(result.current).toBe(0);
  expect(onAllocated).toHaveBeenCalledTimes(2);

  // nothing pending: no more polling
  await tick(ALLOCATING_POLL_MS * 3);
  expect(allocating).toHaveBeenCalledTimes(4);
});

test('nothing pending: one check, no polling, no reload', async () => {
  allocating.mockResolvedValue({ count: 0, orders: [] });
  const onAllocated = jest.fn();
  renderHook(() => useAllocating(onAllocated), { wrapper });
  await tick(ALLOCATING_POLL_MS * 2);
  expect(allocating).toHaveBeenCalledTimes(1);
  expect(onAllocated).not.toHaveBeenCalled();
});

test('a failed poll keeps the count and tries again', async () => {
  allocating
    .mockResolvedValueOnce({ count: 2, orders: [] })
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce({ count: 0, orders: [] });
  const onAllocated = jest.fn();
  const { result } = renderHook(() => useAllocating(onAllocated), { wrapper });
  await tick(0);
  await tick(ALLOCATING_POLL_MS);
  expect(result.current).toBe(2);
  expect(onAllocated).not.toHaveBeenCalled();
  await tick(ALLOCATING_POLL_MS);
  expect(result.current).toBe(0);
  expect(onAllocated).toHaveBeenCalledTimes(1);
});

test('no requests while the host shows another area; polling goes on when it is shown', async () => {
  allocating.mockResolvedValue({ count: 2, orders: [] });
  const shown = { current: true };
  const areaWrapper = ({ children }: { children: ReactNode }) =>
    createElement(AreaActiveContext, { value: shown }, wrapper({ children }));
  const { result } = renderHook(() => useAllocating(() => {}), { wrapper: areaWrapper });
  await tick(0);
  expect(allocating).toHaveBeenCalledTimes(1);

  shown.current = false;
  await tick(ALLOCATING_POLL_MS * 3);
  expect(allocating).toHaveBeenCalledTimes(1);
  expect(result.current).toBe(2); // the last count stays

  shown.current = true;
  await tick(ALLOCATING_POLL_MS);
  expect(allocating).toHaveBeenCalledTimes(2);
});

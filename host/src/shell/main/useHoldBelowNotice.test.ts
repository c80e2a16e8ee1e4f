import { act, renderHook } from '@testing-library/react';
import { NOTICE_HOLD_MS, useHoldBelowNotice } from './useHoldBelowNotice';

afterEach(() => jest.useRealTimers());

test('holds until the counters have answered', () => {
  const { result, rerender } = renderHook(({ settled }) => useHoldBelowNotice(settled), {
    initialProps: { settled: false },
  });
  expect(result.current).toBe(true);
  rerender({ settled: true });
  expect(result.current).toBe(false);
});

test('holds no longer than NOTICE_HOLD_MS when the counters are slow', () => {
  jest.useFakeTimers();
  const { result } = renderHook(() => useHoldBelowNotice(false));
  act(() => jest.advanceTimersByTime(NOTICE_HOLD_MS - 1));
  expect(result.current).toBe(true);
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe(false);
});

test('counters already answered: never held', () => {
  expect(renderHook(() => useHoldBelowNotice(true)).result.current).toBe(false);
});

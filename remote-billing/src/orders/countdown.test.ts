import { formatCountdown, secondsLeft } from './countdown';

test('counts down from what the server said, by the time passed since its answer', () => {
  expect(secondsLeft(600, 1_000, 1_000)).toBe(600);
  expect(secondsLeft(600, 1_000, 4_999)).toBe(597);
  expect(secondsLeft(420, 0, 421_000)).toBe(0);
  // a clock that went backwards does not add time
  expect(secondsLeft(300, 10_000, 5_000)).toBe(300);
});

test('mm:ss', () => {
  expect(formatCountdown(600)).toBe('10:00');
  expect(formatCountdown(537)).toBe('08:57');
  expect(formatCountdown(5)).toBe('00:05');
  expect(formatCountdown(-3)).toBe('00:00');
});

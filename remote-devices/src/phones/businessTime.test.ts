import { businessMinute } from './businessTime';

test('UTC instants read in Asia/Shanghai (UTC+8), to the minute', () => {
  expect(businessMinute('2030-01-15T04:00:59.999Z')).toBe('2030-01-15 12:00');
  expect(businessMinute('2030-01-15T16:30:00Z')).toBe('2030-01-16 00:30'); // the next day there
});

test('nothing or garbage → -', () => {
  expect(businessMinute(null)).toBe('-');
  expect(businessMinute('')).toBe('-');
  expect(businessMinute('not a date')).toBe('-');
});

import { cstDay, lastDays } from './range';

test('China-time days: 2030-01-15 20:00 UTC is already the 16th', () => {
  expect(cstDay(Date.parse('2030-01-15T20:00:00Z'))).toBe('2030-01-16');
  expect(lastDays(Date.parse('2030-01-15T04:00:00Z'), 30)).toEqual({ date_from: '2029-12-17', date_to: '2030-01-15' });
  expect(lastDays(Date.parse('2030-01-15T04:00:00Z'), 1)).toEqual({ date_from: '2030-01-15', date_to: '2030-01-15' });
});

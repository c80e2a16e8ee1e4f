import { durationKey, parseDurationKey } from './duration';

test('duration keys round-trip; anything else is no duration', () => {
  expect(durationKey({ unit: 'day', value: 1 })).toBe('day:1');
  expect(parseDurationKey('month:12')).toEqual({ duration_unit: 'month', duration: 12 });
  expect(parseDurationKey('year:1')).toBeNull();
  expect(parseDurationKey(undefined)).toBeNull();
});

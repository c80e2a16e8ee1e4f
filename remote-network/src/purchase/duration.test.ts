import { durationFields, durationKey, parseDuration, parseIds } from './duration';

test('a duration round-trips through its form key', () => {
  expect(durationKey({ unit: 'month', value: 3 })).toBe('month:3');
  expect(parseDuration('day:1')).toEqual({ unit: 'day', value: 1 });
  expect(durationFields('month:12')).toEqual({ duration_unit: 'month', duration: 12 });
  expect(parseDuration('year:1')).toBeUndefined();
  expect(durationFields(undefined)).toBeUndefined();
});

test('ids of the renewal pages: positive integers, once each, junk dropped', () => {
  expect(parseIds('3, 1,3,x,0,-2,')).toEqual([3, 1]);
  expect(parseIds(null)).toEqual([]);
});

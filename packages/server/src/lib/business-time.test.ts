import { cstDay, cstMoment } from './business-time';

describe('business time (Asia/Shanghai)', () => {
  test('a UTC evening is the next day in Beijing', () => {
    expect(cstDay(new Date('2030-01-22T16:00:00Z'))).toEqual({ year: 2030, month: 0, day: 23 });
    expect(cstDay(new Date('2030-01-22T15:59:59Z'))).toEqual({ year: 2030, month: 0, day: 22 });
  });
  test('20:00 on the 23rd in Beijing is 12:00 UTC', () => {
    expect(cstMoment(2030, 0, 23, 20).toISOString()).toBe('2030-01-23T12:00:00.000Z');
  });
  test('month 12 rolls into January of the next year', () => {
    expect(cstMoment(2030, 12, 1).toISOString()).toBe('2030-12-31T16:00:00.000Z');
  });
});

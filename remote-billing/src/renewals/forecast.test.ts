import { firstShortDay, forecastLevel } from './forecast';

const w = (short7: number, short30: number) => ({
  windows: [
    { days: 7, charges: 1, total_fen: 100, short_fen: short7, unpriced: 0 },
    { days: 30, charges: 2, total_fen: 200, short_fen: short30, unpriced: 0 },
  ],
});

test('short within 7 days is urgent, within 30 a warning, else fine', () => {
  expect(forecastLevel(w(0, 0))).toBe('ok');
  expect(forecastLevel(w(0, 50))).toBe('short30');
  expect(forecastLevel(w(10, 50))).toBe('short7');
});

test('the first day the balance goes below zero', () => {
  const days = [
    { day: '2030-01-16', total_fen: 100, balance_after_fen: 50 },
    { day: '2030-01-20', total_fen: 100, balance_after_fen: -50 },
  ];
  expect(firstShortDay({ days })).toBe('2030-01-20');
  expect(firstShortDay({ days: days.slice(0, 1) })).toBeUndefined();
});

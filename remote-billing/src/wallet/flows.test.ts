import { dateRangeError, isDay, signedAmount } from './flows';

test('signed amounts: + is income, − is spending', () => {
  expect(signedAmount('+1500.00')).toEqual({ sign: 'plus', text: '+¥1,500.00' });
  expect(signedAmount('-300.00')).toEqual({ sign: 'minus', text: '-¥300.00' });
  expect(signedAmount('0.00')).toEqual({ sign: 'zero', text: '¥0.00' });
  expect(signedAmount('12.50')).toEqual({ sign: 'plus', text: '+¥12.50' });
});

test('days are real calendar days written YYYY-MM-DD', () => {
  expect(isDay('2025-01-31')).toBe(true);
  expect(isDay('2024-02-29')).toBe(true);
  expect(isDay('2025-02-29')).toBe(false);
  expect(isDay('2025-1-31')).toBe(false);
  expect(isDay('2025/01/31')).toBe(false);
});

test('date range: either end may be empty; malformed or reversed is refused before the call', () => {
  expect(dateRangeError({})).toBeUndefined();
  expect(dateRangeError({ date_from: '2025-01-01' })).toBeUndefined();
  expect(dateRangeError({ date_from: '2025-01-01', date_to: '2025-01-01' })).toBeUndefined();
  expect(dateRangeError({ date_to: '2025-13-01' })).toBe('wallet.dateInvalid');
  expect(dateRangeError({ date_from: '2025-02-01', date_to: '2025-01-31' })).toBe('wallet.dateOrder');
});

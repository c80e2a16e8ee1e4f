import { expectLocalesMatch } from '../../../testing/locales';
import { remainingTime } from './remaining';

const now = Date.parse('2025-06-01T12:00:00Z');
const phone = (expiration_time: string, remain_day: number, is_expired: 0 | 1 = 0) => ({
  expiration_time,
  remain_day,
  is_expired,
});

test('expiry before now, or flagged by the server → 已过期', () => {
  expect(remainingTime(phone('2025-06-01T11:59:59Z', 0), now)).toEqual({ kind: 'expired' });
  expect(remainingTime(phone('2025-06-09T12:00:00Z', 8, 1), now)).toEqual({ kind: 'expired' });
  expect(remainingTime(phone('not a date', 5), now)).toEqual({ kind: 'expired' });
});

test('remain_day > 0 → whole days, red at ≤ 3 days', () => {
  expect(remainingTime(phone('2025-06-04T13:00:00Z', 3), now)).toEqual({ kind: 'days', value: 3, urgent: true });
  expect(remainingTime(phone('2025-06-05T13:00:00Z', 4), now)).toEqual({ kind: 'days', value: 4, urgent: false });
});

test('under a day → whole hours to expiry, always red', () => {
  expect(remainingTime(phone('2025-06-01T17:59:00Z', 0), now)).toEqual({ kind: 'hours', value: 5, urgent: true });
  expect(remainingTime(phone('2025-06-01T12:30:00Z', 0), now)).toEqual({ kind: 'hours', value: 0, urgent: true });
});

test('under a day → whole hours, 0 in the last hour', () => {
  expect(remainingTime(phone('2025-06-01T12:30:00Z', 0), now)).toEqual({ kind: 'hours', value: 0, urgent: true });
});

test('texts: the spec says 已过期; zh and en have the same keys and no empty text', async () => {
  const { expiryTexts } = await import('./i18n');
  expect(expiryTexts.zh.expired).toBe('已过期');
  expectLocalesMatch(expiryTexts.zh, expiryTexts.en);
});

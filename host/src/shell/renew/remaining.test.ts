import { RENEW_NOTICE_INTERVAL, remainingTime, renewPath, shouldShowRenewNotice } from './remaining';

const now = Date.parse('2025-06-01T12:00:00Z');

describe('24 h rule', () => {
  test('missing value → show now', () => {
    expect(shouldShowRenewNotice(null, now)).toBe(true);
    expect(shouldShowRenewNotice('', now)).toBe(true);
    expect(shouldShowRenewNotice('garbage', now)).toBe(true);
  });
  test('within 24 h → hidden; after 24 h → shown again', () => {
    expect(shouldShowRenewNotice(String(now - 1000), now)).toBe(false);
    expect(shouldShowRenewNotice(String(now - RENEW_NOTICE_INTERVAL + 1), now)).toBe(false);
    expect(shouldShowRenewNotice(String(now - RENEW_NOTICE_INTERVAL), now)).toBe(true);
  });
});

describe('remaining time', () => {
  test('already expired → 已过期', () => {
    expect(remainingTime({ expiration_time: '2025-06-01T11:59:59Z', remain_day: 3 }, now)).toEqual({ kind: 'expired' });
  });
  test('remain_day > 0 → whole days', () => {
    expect(remainingTime({ expiration_time: '2025-06-03T20:00:00Z', remain_day: 2 }, now)).toEqual({
      kind: 'days',
      value: 2,
    });
  });
  test('under a day → whole hours from expiration_time', () => {
    expect(remainingTime({ expiration_time: '2025-06-01T17:59:00Z', remain_day: 0 }, now)).toEqual({
      kind: 'hours',
      value: 5,
    });
    expect(remainingTime({ expiration_time: '2025-06-01T12:30:00Z', remain_day: 0 }, now)).toEqual({
      kind: 'hours',
      value: 0,
    });
  });
});

test('renew path joins ids with commas', () => {
  expect(renewPath([3])).toBe('/phone/renew?selectPhoneIds=3');
  expect(renewPath([3, 8, 9])).toBe('/phone/renew?selectPhoneIds=3,8,9');
});

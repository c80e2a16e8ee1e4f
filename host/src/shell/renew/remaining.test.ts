import { RENEW_NOTICE_INTERVAL, renewPath, shouldShowRenewNotice } from './remaining';

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

test('renew path joins ids with commas', () => {
  expect(renewPath([3])).toBe('/phone/renew?selectPhoneIds=3');
  expect(renewPath([3, 8, 9])).toBe('/phone/renew?selectPhoneIds=3,8,9');
});

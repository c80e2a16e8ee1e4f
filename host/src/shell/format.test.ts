import { formatYuan, inviteLink } from './format';

test('balance formatting', () => {
  expect(formatYuan('1000.00')).toBe('¥1,000.00');
  expect(formatYuan(12.5)).toBe('¥12.50');
  expect(formatYuan(undefined)).toBe('¥0.00');
  expect(formatYuan('abc')).toBe('¥0.00');
  expect(formatYuan('1234567.8')).toBe('¥1,234,567.80');
  expect(formatYuan(999.999)).toBe('¥1,000.00');
  expect(formatYuan('-1500.5')).toBe('-¥1,500.50');
  expect(formatYuan(0.07)).toBe('¥0.07');
});

test('invite link', () => {
  expect(inviteLink('https://c.example', 'AB12')).toBe('https://c.example/login?invite_code=AB12');
});

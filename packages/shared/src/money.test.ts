import { fenToYuan, formatFen, formatYuan } from './money';

test('fen become yuan with two decimals, without float rounding', () => {
  expect(fenToYuan(0)).toBe('0.00');
  expect(fenToYuan(5)).toBe('0.05');
  expect(fenToYuan(12345)).toBe('123.45');
  expect(fenToYuan(-5)).toBe('-0.05');
  expect(fenToYuan(100000000001)).toBe('1000000000.01');
  expect(formatFen(990)).toBe('¥9.90');
});

test('one money format everywhere: the sign first, thousands grouped', () => {
  expect(formatFen(-505)).toBe('-¥5.05');
  expect(formatFen(0)).toBe('¥0.00');
  expect(formatFen(101500)).toBe('¥1,015.00');
  expect(formatFen(-123456789)).toBe('-¥1,234,567.89');
  expect(formatYuan('-300.00')).toBe('-¥300.00');
  expect(formatYuan('1500')).toBe('¥1,500.00');
  expect(formatYuan(0.29)).toBe('¥0.29');
  expect(formatYuan('')).toBe('-');
  expect(formatYuan(null)).toBe('-');
});

import { fenToYuan, formatFen } from './money';

test('fen become yuan with two decimals, without float rounding', () => {
  expect(fenToYuan(0)).toBe('0.00');
  expect(fenToYuan(5)).toBe('0.05');
  expect(fenToYuan(12345)).toBe('123.45');
  expect(fenToYuan(-5)).toBe('-0.05');
  expect(fenToYuan(100000000001)).toBe('1000000000.01');
  expect(formatFen(990)).toBe('¥9.90');
});

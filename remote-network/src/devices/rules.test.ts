import { isAddress, isPort } from './rules';

test.each([
  ['192.0.2.1', true],
  ['::1', true],
  ['2001:db8::1', true],
  ['proxy.example.com', true],
  ['localhost', true],
  ['999.1.1.1', false],
  ['bad host!', false],
  ['-bad.example.com', false],
  ['example', false],
  ['', false],
])('address %p → %p', (a, ok) => expect(isAddress(a)).toBe(ok));

test('ports are whole numbers 1–65535', () => {
  expect([0, 1, 65535, 65536, 1.5, '80'].map(isPort)).toEqual([false, true, true, false, false, false]);
});

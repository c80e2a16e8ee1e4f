import { isHttpUrl, nextStatuses } from './rules';

test('only a pending record moves, to extracted or cancelled', () => {
  expect(nextStatuses('pending')).toEqual(['extracted', 'cancelled']);
  expect(nextStatuses('extracted')).toEqual([]);
  expect(nextStatuses('cancelled')).toEqual([]);
});

test.each([
  ['https://pan.example.com/s/1', true],
  ['http://x.example', true],
  [' https://x.example ', true],
  ['ftp://x.example', false],
  ['pan.example.com', false],
  ['http://', false],
  ['javascript:alert(1)', false],
  ['JAVASCRIPT://x.example/%0aalert(1)', false],
  ['data:text/html,<script>alert(1)</script>', false],
  ['https://x.example/a b', false],
  ['https:\\\\evil.example', false],
])('link or address %j → %s', (link, ok) => {
  expect(isHttpUrl(link)).toBe(ok);
});

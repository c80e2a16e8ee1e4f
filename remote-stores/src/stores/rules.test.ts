import { isExtractionLink, nextStatuses } from './rules';

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
])('extraction link %j → %s', (link, ok) => {
  expect(isExtractionLink(link)).toBe(ok);
});

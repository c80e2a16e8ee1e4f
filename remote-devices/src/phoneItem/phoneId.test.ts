import { parsePhoneId, phoneItemPath, phoneServePath } from './phoneId';

test('?id= names one positive phone id; anything else is none', () => {
  expect(parsePhoneId('?id=12')).toBe(12);
  expect(parsePhoneId('?id=0')).toBeNull();
  expect(parsePhoneId('?id=abc')).toBeNull();
  expect(parsePhoneId('?id=1,2')).toBeNull();
  expect(parsePhoneId('')).toBeNull();
  expect(phoneItemPath(5)).toBe('/phoneItem?id=5');
  expect(phoneServePath(5)).toBe('/phoneItem/serve?id=5');
});

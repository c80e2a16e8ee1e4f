import { isSelfTransfer, parseIds, renewPath, viewPath } from './views';

test('renewPath and parseIds round-trip; junk is dropped', () => {
  expect(renewPath([3, 1])).toBe('/cloud/cloudRenew?ids=3,1');
  expect(parseIds('3,1')).toEqual([3, 1]);
  expect(parseIds(' 2, 2,x,0,-1,1.5,07,9 ')).toEqual([2, 9]);
  expect(parseIds(null)).toEqual([]);
  expect(parseIds('')).toEqual([]);
});

test('view paths', () => {
  expect(viewPath('noPhysical')).toBe('/cloudNumber/noPhysical');
});

test('a number cannot be transferred to its holder', () => {
  expect(isSelfTransfer([4, 5], 5)).toBe(true);
  expect(isSelfTransfer([4, null], 5)).toBe(false);
  expect(isSelfTransfer([], 5)).toBe(false);
});

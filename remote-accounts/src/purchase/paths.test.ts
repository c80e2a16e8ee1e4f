import { buyPath, parseSelectAccountIds, renewPath } from './paths';

test('paths carry the chosen sub-accounts', () => {
  expect(renewPath([3, 4])).toBe('/account/renew?selectAccountIds=3,4');
  expect(buyPath()).toBe('/account/buy');
  expect(buyPath([7])).toBe('/account/buy?selectAccountIds=7');
});

test('selectAccountIds: positive integers, no repeats, junk dropped', () => {
  expect(parseSelectAccountIds('?selectAccountIds=1,2,2,x,-3,0, 5')).toEqual([1, 2, 5]);
  expect(parseSelectAccountIds('')).toEqual([]);
  expect(parseSelectAccountIds('?selectAccountIds=99999999999')).toEqual([]);
});

import { parseIds } from './renewIds';

test('ids of the renewal pages: positive integers, once each, junk dropped', () => {
  expect(parseIds('3, 1,3,x,0,-2,')).toEqual([3, 1]);
  expect(parseIds(null)).toEqual([]);
});

import { parseSelectPhoneIds } from './selectPhoneIds';

test('comma-separated ids, each once, in order; junk and non-positive ids dropped', () => {
  expect(parseSelectPhoneIds('?selectPhoneIds=1,2,3')).toEqual([1, 2, 3]);
  expect(parseSelectPhoneIds('?selectPhoneIds=3,%201,3,x,0,-2,1.5,')).toEqual([3, 1]);
  expect(parseSelectPhoneIds('?selectPhoneIds=')).toEqual([]);
  expect(parseSelectPhoneIds('')).toEqual([]);
});

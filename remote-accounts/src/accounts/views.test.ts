import { ACCOUNT_VIEWS, accountViewOf } from './views';

test('the route decides filterStatus (spec §2)', () => {
  expect(ACCOUNT_VIEWS.map((v) => [v.path, v.filterStatus])).toEqual([
    ['/account/all', 0],
    ['/account/willExpire', 1],
    ['/account/expired', 2],
  ]);
});

test('lookup ignores case, trailing slash and query, like the router', () => {
  expect(accountViewOf('/Account/WillExpire/?keyword=a')?.filterStatus).toBe(1);
  expect(accountViewOf('/account/expired')?.filterStatus).toBe(2);
  expect(accountViewOf('/account/buy')).toBeUndefined();
  expect(accountViewOf('/account')).toBeUndefined();
});

import { ACCOUNT_VIEWS } from './views';

test('the route decides filterStatus (spec §2)', () => {
  expect(ACCOUNT_VIEWS.map((v) => [v.path, v.filterStatus])).toEqual([
    ['/account/all', 0],
    ['/account/willExpire', 1],
    ['/account/expired', 2],
  ]);
});

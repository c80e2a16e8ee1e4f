import { PHONE_VIEWS, renewPath } from './views';

test('the route decides filterStatus (spec §2, §4)', () => {
  expect(PHONE_VIEWS.map((v) => [v.path, v.filterStatus])).toEqual([
    ['/phone/all', 0],
    ['/phone/willExpiredCnt', 1],
    ['/phone/expiredCnt', 2],
    ['/phone/unbindaccount', 4],
    ['/phone/unbindnetcard', 6],
  ]);
});

test('only all / will expire / expired have counters of GET /phone/cnt', () => {
  expect(PHONE_VIEWS.filter((v) => v.countKey).map((v) => v.countKey)).toEqual([
    'allCnt',
    'willExpiredCnt',
    'expiredCnt',
  ]);
});

test('bulk renewal goes to /phone/renew with the comma-separated ids', () => {
  expect(renewPath([3])).toBe('/phone/renew?selectPhoneIds=3');
  expect(renewPath([1, 2, 3])).toBe('/phone/renew?selectPhoneIds=1,2,3');
});

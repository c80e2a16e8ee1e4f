import { CARD_VIEWS, cardViewOf } from './views';

test('the route decides filterStatus; the numbers are not in path order (spec §2)', () => {
  expect(CARD_VIEWS.map((v) => [v.path, v.filterStatus])).toEqual([
    ['/NetworkCard/all', 0],
    ['/NetworkCard/ip_unexpired', 2],
    ['/NetworkCard/ip_will_expire', 3],
    ['/NetworkCard/ip_expire', 1],
  ]);
});

test('lookup ignores case, trailing slash and query, like the router', () => {
  expect(cardViewOf('/networkcard/IP_EXPIRE/?keyword=a')?.filterStatus).toBe(1);
  expect(cardViewOf('/NetworkCard/ip_will_expire')?.filterStatus).toBe(3);
  expect(cardViewOf('/NetworkCard/buyCard')).toBeUndefined();
});

import { CARD_VIEWS } from './views';

test('the route decides filterStatus; the numbers are not in path order (spec §2)', () => {
  expect(CARD_VIEWS.map((v) => [v.path, v.filterStatus])).toEqual([
    ['/NetworkCard/all', 0],
    ['/NetworkCard/ip_unexpired', 2],
    ['/NetworkCard/ip_will_expire', 3],
    ['/NetworkCard/ip_expire', 1],
  ]);
});

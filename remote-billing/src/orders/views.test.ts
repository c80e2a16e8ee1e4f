import { ORDER_VIEWS, type OrderView, siblingViews, viewCount } from './views';

const view = (path: string): OrderView => ORDER_VIEWS.find((v) => v.path === path)!;

test('the route decides filterStatus and type (spec §2, §4)', () => {
  expect(ORDER_VIEWS.map((v) => [v.path, v.params])).toEqual([
    ['/order/all', { filterStatus: 0 }],
    ['/order/Payed', { filterStatus: 1 }],
    ['/order/buying', { filterStatus: 2 }],
    ['/order/waitPay', { filterStatus: 4 }],
    ['/order/ip_expire', { filterStatus: 3 }],
    ['/order/buy', { filterStatus: 0, type: 'buy' }],
    ['/order/invest', { filterStatus: 0, type: 'invest' }],
  ]);
});

test('status views are tabbed together, the sidebar sub-items together', () => {
  expect(siblingViews(view('/order/waitPay')).map((v) => v.path)).toEqual([
    '/order/all',
    '/order/Payed',
    '/order/buying',
    '/order/waitPay',
    '/order/ip_expire',
  ]);
  expect(siblingViews(view('/order/buy')).map((v) => v.path)).toEqual(['/order/buy', '/order/invest']);
});

test('each status tab shows its own count; type views and unknown counts show none', () => {
  const counts = { all: 9, paid: 4, buying: 1, expired: 3, waitPay: 1 };
  expect(ORDER_VIEWS.map((v) => viewCount(v, counts))).toEqual([9, 4, 1, 1, 3, undefined, undefined]);
  expect(viewCount(view('/order/all'), undefined)).toBeUndefined();
});

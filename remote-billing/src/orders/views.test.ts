import { ORDER_VIEWS, orderViewOf, siblingViews } from './views';

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

test('lookup ignores case, trailing slash and query, like the router', () => {
  expect(orderViewOf('/order/payed/?keyword=a')?.params).toEqual({ filterStatus: 1 });
  expect(orderViewOf('/Order/IP_EXPIRE')?.params.filterStatus).toBe(3);
  expect(orderViewOf('/order/invest#x')?.params.type).toBe('invest');
  expect(orderViewOf('/order')).toBeUndefined();
  expect(orderViewOf('/walletFlow/all')).toBeUndefined();
});

test('status views are tabbed together, the sidebar sub-items together', () => {
  expect(siblingViews(orderViewOf('/order/waitPay')!).map((v) => v.path)).toEqual([
    '/order/all',
    '/order/Payed',
    '/order/buying',
    '/order/waitPay',
    '/order/ip_expire',
  ]);
  expect(siblingViews(orderViewOf('/order/buy')!).map((v) => v.path)).toEqual(['/order/buy', '/order/invest']);
});

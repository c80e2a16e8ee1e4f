import { DEVICE_VIEWS, renewPath } from './views';

test('thirteen views, in the spec order, each with its own path', () => {
  expect(DEVICE_VIEWS.map((v) => v.view)).toEqual([
    'all',
    'unexpired',
    'purchasing',
    'paid',
    'will_expire',
    'awaiting_payment',
    'awaiting_allocation',
    'normal',
    'abnormal',
    'expired',
    'unbound',
    'auto_renew_off',
    'recycle',
  ]);
  expect(new Set(DEVICE_VIEWS.map((v) => v.path)).size).toBe(13);
  expect(DEVICE_VIEWS.find((v) => v.view === 'will_expire')!.path).toBe('/device/willExpire');
  expect(renewPath([3, 5])).toBe('/device/renew?ids=3,5');
});

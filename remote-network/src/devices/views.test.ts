import { allRenewable, DEVICE_VIEWS, isRenewable, renewPath } from './views';

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

test('every device in use is renewable (platform ones once allocated, own and local always); none selected is not', () => {
  expect(allRenewable([{ stage: 'active' }, { stage: 'active' }])).toBe(true);
  expect(allRenewable([{ stage: 'active' }, { stage: 'allocating' }])).toBe(false);
  expect(isRenewable({ stage: 'awaiting_payment' })).toBe(false);
  expect(allRenewable([])).toBe(false);
});

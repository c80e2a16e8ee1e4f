import type { BuyOptions } from '../api/phoneOrders';
import { buildBuyPriceQuery, buildRenewPriceQuery, specsFor } from './priceQuery';

const full = {
  platform: 'android10',
  region: 'cn' as const,
  spec: 's4',
  duration: 'month:3',
  quantity: 2,
  auto_renew: 1 as const,
  pay_type: 'balance' as const,
};

test('buy form → price query: only the priced fields (never the coupon: the kit adds it), null while incomplete or invalid', () => {
  expect(buildBuyPriceQuery(full)).toEqual({
    platform: 'android10',
    region: 'cn',
    spec: 's4',
    duration_unit: 'month',
    duration: 3,
    quantity: 2,
  });
  expect(buildBuyPriceQuery({ ...full, coupon_id: 7 })).not.toHaveProperty('coupon_id');
  expect(buildBuyPriceQuery({ ...full, spec: undefined })).toBeNull();
  expect(buildBuyPriceQuery({ ...full, quantity: 0 })).toBeNull();
  expect(buildBuyPriceQuery({ ...full, quantity: 101 })).toBeNull();
  expect(buildBuyPriceQuery({ ...full, quantity: 1.5 })).toBeNull();
  expect(buildBuyPriceQuery({ ...full, quantity: null })).toBeNull();
});

test('renew form → price query with the phones; null without phones or duration', () => {
  expect(buildRenewPriceQuery([3, 1], { duration: 'day:1', coupon_id: 2 })).toEqual({
    phone_ids: [3, 1],
    duration_unit: 'day',
    duration: 1,
  });
  expect(buildRenewPriceQuery([], { duration: 'day:1' })).toBeNull();
  expect(buildRenewPriceQuery([1], {})).toBeNull();
});

const options = {
  specs: [
    { value: 'a', label: 'A', month_fen: 1, day_fen: 1, regions: ['cn', 'hk'] },
    { value: 'b', label: 'B', month_fen: 1, day_fen: 1, regions: ['cn'] },
  ],
} as BuyOptions;

test('specs offered in a region; none before a region is chosen', () => {
  expect(specsFor(options, 'hk').map((s) => s.value)).toEqual(['a']);
  expect(specsFor(options, 'cn').map((s) => s.value)).toEqual(['a', 'b']);
  expect(specsFor(options, undefined)).toEqual([]);
});

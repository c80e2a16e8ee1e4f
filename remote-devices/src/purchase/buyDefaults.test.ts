import type { BuyOptions } from '../api/phoneOrders';
import { buyDefaults } from './buyDefaults';
import { buildBuyPriceQuery } from './priceQuery';

const options: BuyOptions = {
  platforms: [
    { value: 'android10', label: 'Android 10' },
    { value: 'android12', label: 'Android 12' },
  ],
  regions: [
    { value: 'hk', label: '中国香港' },
    { value: 'cn', label: '中国大陆' },
  ],
  specs: [
    { value: '2c4g', label: '2核4G', month_fen: 6000, day_fen: 300, regions: ['cn'] },
    { value: '4c8g', label: '4核8G', month_fen: 10000, day_fen: 500, regions: ['cn', 'hk'] },
  ],
  durations: [
    { unit: 'day', value: 1, label: '1天' },
    { unit: 'month', value: 1, label: '1个月' },
    { unit: 'month', value: 3, label: '3个月' },
  ],
  pay_types: ['alipay', 'balance'],
  balance_fen: 0,
  cap: { certified: true, limit: null, held: 0, remaining: null },
};

test('first platform and region, a spec sold in that region, 1 month, 1 phone, balance: a complete price query', () => {
  const v = buyDefaults(options);
  expect(v).toEqual({
    platform: 'android10',
    region: 'hk',
    spec: '4c8g', // 2c4g is not sold in hk
    duration: 'month:1',
    quantity: 1,
    auto_renew: 0,
    pay_type: 'balance',
  });
  expect(buildBuyPriceQuery(v)).not.toBeNull();
});

test('without a 1-month duration or balance payment: the first the server offers', () => {
  const v = buyDefaults({ ...options, durations: [options.durations[0]], pay_types: ['wechat', 'alipay'] });
  expect(v.duration).toBe('day:1');
  expect(v.pay_type).toBe('wechat');
});

// What the buy form starts with, all from GET /phone/resource, so a price is asked at once:
// the first platform and region, the first spec sold there, 1 month (or the first duration the
// server sells), 1 phone, no auto-renewal, and balance payment when the server offers it.
import type { BuyOptions } from '../api/phoneOrders';
import { durationKey } from '@console/ui';
import { type BuyFormValues, specsFor } from './priceQuery';

export function buyDefaults(options: BuyOptions): BuyFormValues {
  const region = options.regions[0]?.value;
  const month = options.durations.find((d) => d.unit === 'month' && d.value === 1) ?? options.durations[0];
  return {
    platform: options.platforms[0]?.value,
    region,
    spec: specsFor(options, region)[0]?.value,
    duration: month ? durationKey(month) : undefined,
    quantity: 1,
    auto_renew: 0,
    pay_type: options.pay_types.includes('balance') ? 'balance' : options.pay_types[0],
  };
}

// What buying and renewing cloud numbers sells (billing/sell.ts): a region's monthly rent × months
// per number, no multi-month discount; a renewal is at each number's own fee, for numbers the
// caller sees and that are not unsubscribed.
import type { NumberPriceBody } from '@console/contract';
import { text } from '../../lib/texts';
import type { Sellable } from '../billing/sell';
import { targetOfMany } from '../enterprise-log/write';
import { numbersOf } from './actions';
import { BUY_ORDER, RENEW_ORDER } from './fulfilment';
import { regionOf } from './pricing';
import { purchaseOf, uniqueIds } from './requests';

export const NUMBER_BUY: Sellable<NumberPriceBody> = {
  type: BUY_ORDER,
  prefix: 'C',
  flowKind: 'purchase',
  log: { area: 'devices', action: 'cloudNumber.buy' },
  items(_ctx, body) {
    const { region, quantity } = purchaseOf(body);
    const { months } = body;
    const r = regionOf(region)!;
    return {
      lines: Array<number>(quantity).fill(r.month_fen * months),
      discountBy: null,
      goods: text('goods.cloud_number_buy', { region, months }),
      remark: text('flow.cloud_number_buy', { region, quantity, months }),
      detail: { region, quantity, months, month_fen: r.month_fen },
      logName: `${region} ×${quantity}`,
      logAfter: { region, quantity, months },
    };
  },
};

export const NUMBER_RENEW: Sellable<NumberPriceBody> = {
  type: RENEW_ORDER,
  prefix: 'C',
  flowKind: 'renewal',
  log: { area: 'devices', action: 'cloudNumber.renew' },
  async items({ db, user }, body) {
    const ids = uniqueIds(body.ids ?? []);
    const { months } = body;
    const numbers = await numbersOf(db, user, ids, {
      zh: '已退订的云号码无法续费',
      en: 'Unsubscribed cloud numbers cannot be renewed',
    });
    return {
      lines: numbers.map((n) => n.monthlyFeeFen * months),
      discountBy: null,
      goods: text('goods.cloud_number_renew', { months }),
      remark: text('flow.cloud_number_renew', { count: ids.length, months }),
      detail: { ids, months },
      logTarget: targetOfMany(
        'cloud_number',
        numbers.map((n) => ({ id: n.id, name: n.number })),
      ),
      logAfter: { months },
    };
  },
};

/** A price request names numbers for a renewal, else a purchase. */
export const numberSale = (b: NumberPriceBody) => (b.ids !== undefined ? NUMBER_RENEW : NUMBER_BUY);

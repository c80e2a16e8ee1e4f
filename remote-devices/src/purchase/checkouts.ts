// What buying and renewing cloud phones is, for the checkout kit (@console/ui CheckoutPage): the
// price and pay routes, the order's lines, and what a payment makes stale. A purchase is delivered
// by the provider after payment: its result follows GET /phone/order until every phone is there.
import { type CheckoutDefinition, useDurationKeyLabel } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { type BuyOptions, type BuyPriceQuery, phoneOrders, type RenewPriceQuery } from '../api/phoneOrders';
import { DEVICES_NS } from '../i18n';
import { devicesKeys } from '../queryKeys';
import {
  buildBuyPriceQuery,
  buildRenewPriceQuery,
  type BuyFormValues,
  type RenewFormValues,
  specsFor,
} from './priceQuery';

const quiet = { noGlobalError: true } as const;
export const PHONE_LIST = '/phone/all';

export function usePhoneBuyCheckout(options: BuyOptions): CheckoutDefinition<BuyFormValues, BuyPriceQuery> {
  const { t } = useTranslation(DEVICES_NS);
  const duration = useDurationKeyLabel();
  return {
    id: 'phone-buy',
    kind: 'buy',
    payTypes: options.pay_types,
    balanceFen: options.balance_fen,
    query: buildBuyPriceQuery,
    price: (q) => phoneOrders.totalPrice(q, quiet),
    pay: (body, key) => phoneOrders.buy({ ...body, auto_renew: body.auto_renew === 1 ? 1 : 0 }, key),
    payExtra: (v) => ({ auto_renew: v.auto_renew ?? 0 }),
    lines: (v) => [
      { label: t('purchase.fields.spec'), value: specsFor(options, v.region).find((s) => s.value === v.spec)?.label },
      { label: t('purchase.fields.duration'), value: duration(v.duration) },
      { label: t('purchase.fields.quantity'), value: v.quantity },
    ],
    coupons: true,
    after: {
      listPath: PHONE_LIST,
      listLabel: t('purchase.result.toList'),
      stale: [devicesKeys.phones, devicesKeys.buyOptions, devicesKeys.allocating],
      phoneCounters: true,
    },
    delivery: async (orderNo) => {
      const o = await phoneOrders.order(orderNo);
      return { delivered: o.allocated, total: o.quantity, finished: o.status !== 'buying' };
    },
  };
}

export function usePhoneRenewCheckout(
  options: BuyOptions,
  phoneIds: number[],
): CheckoutDefinition<RenewFormValues, RenewPriceQuery> {
  const { t } = useTranslation(DEVICES_NS);
  const duration = useDurationKeyLabel();
  return {
    id: 'phone-renew',
    kind: 'renew',
    payTypes: options.pay_types,
    balanceFen: options.balance_fen,
    query: (v) => buildRenewPriceQuery(phoneIds, v),
    price: (q) => phoneOrders.totalPrice(q, quiet),
    pay: (body, key) => phoneOrders.renew(body, key),
    lines: (v) => [
      { label: t('purchase.renew.count'), value: t('purchase.renew.countValue', { count: phoneIds.length }) },
      { label: t('purchase.fields.renewDuration'), value: duration(v.duration) },
    ],
    coupons: true,
    after: {
      listPath: PHONE_LIST,
      listLabel: t('purchase.result.toList'),
      stale: [devicesKeys.phones, devicesKeys.buyOptions, devicesKeys.renewPhones(phoneIds)],
      phoneCounters: true,
    },
    texts: { resultNote: t('purchase.result.renewed') },
  };
}

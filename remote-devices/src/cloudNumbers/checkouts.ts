// What buying and renewing cloud numbers is, for the checkout kit (@console/ui CheckoutPage): a
// region's monthly rent × months per number, no multi-month discount; a renewal at each number's
// own fee. Cloud numbers are not phones: the sidebar counters do not change.
import type { CheckoutDefinition, CheckoutValues } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { DEVICES_NS } from '../i18n';
import { devicesKeys } from '../queryKeys';
import { type BuyQuery, type CloudNumberResource, cloudNumbers, type Region, type RenewQuery } from './api';
import { LIST_PATH } from './views';

export interface NumberBuyValues extends CheckoutValues {
  region?: Region;
  quantity?: number | null;
  months?: number;
}
export interface NumberRenewValues extends CheckoutValues {
  months?: number;
}

const quiet = { noGlobalError: true } as const;
const isQuantity = (q: unknown, max: number): q is number =>
  Number.isInteger(q) && (q as number) >= 1 && (q as number) <= max;

function useShared(resource: CloudNumberResource) {
  const { t } = useTranslation(DEVICES_NS);
  return {
    payTypes: resource.pay_types,
    balanceFen: resource.balance_fen,
    coupons: true,
    after: {
      listPath: LIST_PATH,
      listLabel: t('cloudNumbers.toList'),
      stale: [devicesKeys.cloudNumbers, devicesKeys.cloudNumberResource],
    },
    months: (m: number | undefined) => (m ? t('cloudNumbers.form.monthCount', { count: m }) : undefined),
  };
}

export function useNumberBuyCheckout(
  resource: CloudNumberResource,
  maxQuantity: number,
): CheckoutDefinition<NumberBuyValues, BuyQuery> {
  const { t } = useTranslation(DEVICES_NS);
  const { months, ...shared } = useShared(resource);
  return {
    ...shared,
    id: 'cloud-number-buy',
    kind: 'buy',
    query: (v) =>
      v.region && v.months && isQuantity(v.quantity, maxQuantity)
        ? { region: v.region, quantity: v.quantity, months: v.months }
        : null,
    price: (q) => cloudNumbers.totalPrice(q, quiet),
    pay: (body, key) => cloudNumbers.buy(body, key),
    lines: (v) => [
      { label: t('cloudNumbers.form.region'), value: v.region ? t(`cloudNumbers.regions.${v.region}`) : undefined },
      { label: t('cloudNumbers.form.quantity'), value: v.quantity },
      { label: t('cloudNumbers.form.months'), value: months(v.months) },
    ],
  };
}

export function useNumberRenewCheckout(
  resource: CloudNumberResource,
  ids: number[],
): CheckoutDefinition<NumberRenewValues, RenewQuery> {
  const { t } = useTranslation(DEVICES_NS);
  const { months, ...shared } = useShared(resource);
  return {
    ...shared,
    id: 'cloud-number-renew',
    kind: 'renew',
    query: (v) => (ids.length && v.months ? { ids, months: v.months } : null),
    price: (q) => cloudNumbers.totalPrice(q, quiet),
    pay: (body, key) => cloudNumbers.renew(body, key),
    lines: (v) => [
      { label: t('cloudNumbers.renew.count'), value: t('cloudNumbers.renew.countValue', { count: ids.length }) },
      { label: t('cloudNumbers.form.months'), value: months(v.months) },
    ],
  };
}

// What buying and renewing network cards and IP devices is, for the checkout kit (@console/ui
// CheckoutPage): the form → the server's price request, the price and pay routes, the order's
// lines, and what a payment makes stale. Bought IP devices are allocated by the IP provider later:
// the result says where they wait.
import { MAX_CARD_QUANTITY } from '@console/contract/limits';
import { type CheckoutDefinition, type CheckoutValues, parseDurationKey, useDurationKeyLabel } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type DeviceBuyQuery, type DeviceOptions, type DeviceRenewQuery, ipDevices } from '../api/ipDevices';
import { type CardBuyQuery, type CardOptions, type CardRenewQuery, networkCards } from '../api/networkCards';
import { DEVICE_HOME } from '../devices/views';
import { NETWORK_NS } from '../i18n';
import { networkKeys } from '../queryKeys';

const CARD_LIST = '/NetworkCard/all';
const DEVICES_ALLOCATING = '/device/awaitingAllocation';
const quiet = { noGlobalError: true } as const;
// the resource answers carry the balance a payment changed
const BALANCE = [networkKeys.cardOptions, networkKeys.deviceOptions];

export interface CardBuyValues extends CheckoutValues {
  region?: CardBuyQuery['region'];
  card_type?: CardBuyQuery['card_type'];
  quantity?: number | null;
  duration?: string;
  auto_renew?: 0 | 1;
}

export interface DeviceBuyValues extends CheckoutValues {
  platform?: string;
  region?: DeviceBuyQuery['region'];
  ip_type?: DeviceBuyQuery['ip_type'];
  quantity?: number | null;
  duration?: string;
  auto_renew?: 0 | 1;
}

export interface RenewValues extends CheckoutValues {
  duration?: string;
}

const isQuantity = (q: unknown): q is number =>
  Number.isInteger(q) && (q as number) >= 1 && (q as number) <= MAX_CARD_QUANTITY;

/** GET /networkCard/resource and /ipDevice/resource: a visit always revalidates (the balance moves). */
export const useCardOptions = () =>
  useQuery({ queryKey: networkKeys.cardOptions, queryFn: () => networkCards.resource(), staleTime: 0 });
export const useDeviceOptions = () =>
  useQuery({ queryKey: networkKeys.deviceOptions, queryFn: () => ipDevices.resource(), staleTime: 0 });

export function useCardBuyCheckout(options: CardOptions): CheckoutDefinition<CardBuyValues, CardBuyQuery> {
  const { t } = useTranslation(NETWORK_NS);
  const duration = useDurationKeyLabel();
  return {
    id: 'card-buy',
    kind: 'buy',
    payTypes: options.pay_types,
    balanceFen: options.balance_fen,
    query: (v) => {
      const d = parseDurationKey(v.duration);
      if (!v.region || !v.card_type || !d || !isQuantity(v.quantity)) return null;
      return { region: v.region, card_type: v.card_type, quantity: v.quantity, ...d };
    },
    price: (q) => networkCards.totalPrice(q, quiet),
    pay: (body, key) => networkCards.buy({ ...body, auto_renew: body.auto_renew === 1 ? 1 : 0 }, key),
    payExtra: (v) => ({ auto_renew: v.auto_renew ?? 0 }),
    lines: (v) => [
      { label: t('purchase.region'), value: v.region && t(`regions.${v.region}`) },
      { label: t('purchase.cardType'), value: v.card_type && t(`cardTypes.${v.card_type}`) },
      { label: t('purchase.quantity'), value: v.quantity },
      { label: t('purchase.duration'), value: duration(v.duration) },
    ],
    coupons: true,
    after: { listPath: CARD_LIST, listLabel: t('buyCard.toList'), stale: [networkKeys.cards, ...BALANCE] },
  };
}

export function useCardRenewCheckout(
  options: CardOptions,
  ids: number[],
): CheckoutDefinition<RenewValues, CardRenewQuery> {
  const { t } = useTranslation(NETWORK_NS);
  const duration = useDurationKeyLabel();
  return {
    id: 'card-renew',
    kind: 'renew',
    payTypes: options.pay_types,
    balanceFen: options.balance_fen,
    query: (v) => {
      const d = parseDurationKey(v.duration);
      return ids.length > 0 && d ? { ids, ...d } : null;
    },
    price: (q) => networkCards.totalPrice(q, quiet),
    pay: (body, key) => networkCards.renew(body, key),
    lines: (v) => [
      { label: t('renewCard.count'), value: t('renewCard.countValue', { count: ids.length }) },
      { label: t('purchase.duration'), value: duration(v.duration) },
    ],
    coupons: true,
    // the renewed cards (networkKeys.renewCards) are read again under the list's key
    after: { listPath: CARD_LIST, listLabel: t('buyCard.toList'), stale: [networkKeys.cards, ...BALANCE] },
  };
}

export function useDeviceBuyCheckout(options: DeviceOptions): CheckoutDefinition<DeviceBuyValues, DeviceBuyQuery> {
  const { t } = useTranslation(NETWORK_NS);
  const duration = useDurationKeyLabel();
  const platform = (value: string) =>
    t(`platforms.${value}`, { defaultValue: options.platforms.find((p) => p.value === value)?.label ?? value });
  return {
    id: 'device-buy',
    kind: 'buy',
    payTypes: options.pay_types,
    balanceFen: options.balance_fen,
    query: (v) => {
      const d = parseDurationKey(v.duration);
      if (!v.platform || !v.region || !v.ip_type || !d || !isQuantity(v.quantity)) return null;
      return { platform: v.platform, region: v.region, ip_type: v.ip_type, quantity: v.quantity, ...d };
    },
    price: (q) => ipDevices.totalPrice(q, quiet),
    pay: (body, key) => ipDevices.buy({ ...body, auto_renew: body.auto_renew === 1 ? 1 : 0 }, key),
    payExtra: (v) => ({ auto_renew: v.auto_renew ?? 0 }),
    lines: (v) => [
      { label: t('purchase.platform'), value: v.platform && platform(v.platform) },
      { label: t('purchase.region'), value: v.region && t(`regions.${v.region}`) },
      { label: t('devices.fields.type'), value: v.ip_type && t(`devices.ipTypes.${v.ip_type}`) },
      { label: t('purchase.quantity'), value: v.quantity },
      { label: t('purchase.duration'), value: duration(v.duration) },
    ],
    coupons: true,
    after: {
      listPath: DEVICES_ALLOCATING,
      listLabel: t('buyDevice.toList'),
      stale: [networkKeys.devices, ...BALANCE],
    },
    texts: { resultNote: t('buyDevice.allocating') },
  };
}

export function useDeviceRenewCheckout(
  options: DeviceOptions,
  ids: number[],
): CheckoutDefinition<RenewValues, DeviceRenewQuery> {
  const { t } = useTranslation(NETWORK_NS);
  const duration = useDurationKeyLabel();
  return {
    id: 'device-renew',
    kind: 'renew',
    payTypes: options.pay_types,
    balanceFen: options.balance_fen,
    query: (v) => {
      const d = parseDurationKey(v.duration);
      return ids.length > 0 && d ? { ids, ...d } : null;
    },
    price: (q) => ipDevices.totalPrice(q, quiet),
    pay: (body, key) => ipDevices.renew(body, key),
    lines: (v) => [
      { label: t('renewDevice.count'), value: t('renewDevice.countValue', { count: ids.length }) },
      { label: t('purchase.duration'), value: duration(v.duration) },
    ],
    coupons: true,
    // the renewal page's devices are read under the list's key: the result shows their new expiry
    after: { listPath: DEVICE_HOME, listLabel: t('renewDevice.toList'), stale: [networkKeys.devices, ...BALANCE] },
  };
}

// What paying for sub-accounts is, for the checkout kit (@console/ui CheckoutPage): buying the first
// period of created sub-accounts (the boss), renewing paid ones (the renewal permission) and extra
// storage (the boss). What is paid for is the page's selection; the form adds how long or how much.
import type { MemoryPayBody } from '@console/contract';
import {
  type CheckoutDefinition,
  type CheckoutValues,
  type DurationUnit,
  parseDurationKey,
  useDurationKeyLabel,
} from '@console/ui';
import { useTranslation } from 'react-i18next';
import { accounts, type BatchPaymentList, type PayKind } from '../api/accounts';
import { ACCOUNTS_NS } from '../i18n';
import { accountsKeys } from '../queryKeys';

export const ACCOUNT_LIST = '/account/all';

export interface PayValues extends CheckoutValues {
  /** 'month:1' (buy, renew). */
  duration?: string;
  /** memory */
  memory_gb?: number;
}

/** The /account/prices body of each kind (without the coupon the kit adds). */
export type PayQuery =
  | { kind: 'buy' | 'renew'; account_ids: number[]; duration_unit: DurationUnit; duration: number }
  | { kind: 'memory'; account_ids: number[]; memory_gb: MemoryPayBody['memory_gb'] };

/** The price request of the form for the chosen sub-accounts, or null while it lacks something. */
export function payQuery(kind: PayKind, ids: number[], v: PayValues): PayQuery | null {
  if (!ids.length) return null;
  if (kind === 'memory')
    return v.memory_gb ? { kind, account_ids: ids, memory_gb: v.memory_gb as MemoryPayBody['memory_gb'] } : null;
  const d = parseDurationKey(v.duration);
  return d ? { kind, account_ids: ids, ...d } : null;
}

/** The checkout of `kind` for the sub-accounts `ids` (rebuilt as the selection changes). */
export function useAccountCheckout(
  kind: PayKind,
  options: BatchPaymentList,
  ids: number[],
): CheckoutDefinition<PayValues, PayQuery> {
  const { t } = useTranslation(ACCOUNTS_NS);
  const duration = useDurationKeyLabel();
  return {
    id: `account-${kind}`,
    // storage is bought (its own words below)
    kind: kind === 'renew' ? 'renew' : 'buy',
    payTypes: options.pay_types,
    balanceFen: options.balance_fen,
    query: (v) => payQuery(kind, ids, v),
    price: (q) => accounts.price(q, { noGlobalError: true }),
    pay: (body, key) => {
      if (body.kind !== 'memory') return accounts.pay(body, key);
      const { kind: _memory, ...storage } = body;
      return accounts.payMemory(storage, key);
    },
    lines: (v) => [
      { label: t('pay.count'), value: t('pay.countValue', { count: ids.length }) },
      kind === 'memory'
        ? { label: t('pay.memory'), value: v.memory_gb ? `${v.memory_gb} GB` : undefined }
        : { label: t('pay.duration'), value: duration(v.duration) },
    ],
    coupons: true,
    after: {
      listPath: ACCOUNT_LIST,
      listLabel: t('pay.toList'),
      stale: [accountsKeys.list, accountsKeys.payments, ...ids.map(accountsKeys.detail)],
    },
    ...(kind === 'memory' ? { texts: { submit: t('pay.memorySubmit'), resultTitle: t('pay.memoryDone') } } : {}),
  };
}

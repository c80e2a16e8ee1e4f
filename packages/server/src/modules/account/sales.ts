// What sub-account orders sell (billing/sell.ts): the first period of sub-accounts created on the
// list (buy), a renewal from the later of now and expiry, or extra storage; each for sub-accounts
// the caller sees (row-locked while the order is placed) and in a state the kind allows.
import type { AccountPriceBody } from '@console/contract';
import { text } from '../../lib/texts';
import type { SaleContext, Sellable } from '../billing/sell';
import { targetOfMany } from '../enterprise-log/write';
import './fulfilment'; // registers account_buy / account_renew / account_memory with billing
import { loadAccounts } from './load';
import { accountItems, type PriceKind } from './pricing';

type Body = Omit<AccountPriceBody, 'kind'> & { kind?: PriceKind };

function accountSale(kind: PriceKind): Sellable<Body> {
  return {
    type: `account_${kind}`,
    prefix: 'P',
    flowKind: kind === 'renew' ? 'renewal' : 'purchase',
    log: { area: 'accounts', action: `account.${kind}` },
    async items({ db, user, now, placing }: SaleContext, b: Body) {
      const rows = await loadAccounts(db, user, now, b.account_ids, placing);
      const items = accountItems(kind, rows, b, now);
      const count = rows.length;
      return {
        ...items,
        remark:
          kind === 'memory'
            ? text('flow.account_memory', { gb: b.memory_gb ?? 0, count })
            : text(kind === 'buy' ? 'flow.account_buy' : 'flow.account_renew', { count }),
        logTarget: targetOfMany('account', rows),
        logAfter:
          kind === 'memory'
            ? { memory_gb: b.memory_gb }
            : { duration: `${String(b.duration)} ${String(b.duration_unit)}` },
      };
    },
  };
}

export const ACCOUNT_SALES: Record<PriceKind, Sellable<Body>> = {
  buy: accountSale('buy'),
  renew: accountSale('renew'),
  memory: accountSale('memory'),
};

/** /account/prices and /account/batchPaymentV1 name their kind; /memory/batchPayment is storage. */
export const accountSaleOf = (b: Body) => ACCOUNT_SALES[b.kind ?? 'memory'];

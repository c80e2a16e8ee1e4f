// The sub-account order types in the billing registry: the labels people read and the ledger kind
// of paying them (the billing area's pay-again and cancel paths read these).
import { registerOrderType } from '../billing/order-types';

registerOrderType({
  type: 'account_buy',
  group: 'buy',
  label: { zh: '购买分身', en: 'Buy sub-accounts' },
  flowKind: 'purchase',
});
registerOrderType({
  type: 'account_renew',
  group: 'buy',
  label: { zh: '续费分身', en: 'Renew sub-accounts' },
  flowKind: 'renewal',
});
registerOrderType({
  type: 'account_memory',
  group: 'buy',
  label: { zh: '分身存储扩容', en: 'Sub-account storage' },
  flowKind: 'purchase',
});

// The network area's order types in the billing registry: the labels people read and the ledger
// kind of paying them (the billing area's pay-again and cancel paths read these).
import { registerOrderType } from '../billing/order-types';
import { DEVICE_BUY, DEVICE_RENEW } from '../ip-device/orders';
import { CARD_RENEW } from './orders';

registerOrderType({
  type: 'network_card_buy',
  group: 'buy',
  label: { zh: '购买网卡', en: 'Buy network cards' },
  flowKind: 'purchase',
});
registerOrderType({
  type: CARD_RENEW,
  group: 'buy',
  label: { zh: '续费网卡', en: 'Renew network cards' },
  flowKind: 'renewal',
});
registerOrderType({
  type: DEVICE_BUY,
  group: 'buy',
  label: { zh: '购买IP设备', en: 'Buy IP devices' },
  flowKind: 'purchase',
});
registerOrderType({
  type: DEVICE_RENEW,
  group: 'buy',
  label: { zh: '续费IP设备', en: 'Renew IP devices' },
  flowKind: 'renewal',
});

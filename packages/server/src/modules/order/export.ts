// The order list as a CSV a person reads: labels in the request's language, business times.
import type { CsvColumn } from '../../lib/csv';
import { csvLabel, csvTime } from '../../lib/csv';
import type { Localized } from '../../lib/lang';
import type { OrderItemRow } from './queries';

const STATUS: Record<string, Localized> = {
  awaiting_payment: { zh: '待支付', en: 'Awaiting payment' },
  paid: { zh: '已支付', en: 'Paid' },
  buying: { zh: '购买中', en: 'Buying' },
  cancelled: { zh: '已取消', en: 'Cancelled' },
  expired: { zh: '已过期', en: 'Expired' },
  payment_failed: { zh: '支付失败', en: 'Payment failed' },
};
const PAY: Record<string, Localized> = {
  balance: { zh: '余额', en: 'Balance' },
  alipay: { zh: '支付宝', en: 'Alipay' },
  wechat: { zh: '微信', en: 'WeChat' },
};

export const ORDER_CSV: CsvColumn<OrderItemRow>[] = [
  { header: { zh: '订单号', en: 'Order no.' }, value: (o) => o.order_no },
  { header: { zh: '类型', en: 'Type' }, value: (o) => o.type_label },
  { header: { zh: '商品名称', en: 'Goods' }, value: (o) => o.goods_name },
  { header: { zh: '数量', en: 'Quantity' }, value: (o) => o.quantity },
  { header: { zh: '订单金额', en: 'Total (¥)' }, value: (o) => o.total },
  { header: { zh: '优惠金额', en: 'Discount (¥)' }, value: (o) => o.discount },
  { header: { zh: '优惠券金额', en: 'Coupon (¥)' }, value: (o) => o.coupon },
  { header: { zh: '实付金额', en: 'Paid (¥)' }, value: (o) => o.paid },
  { header: { zh: '状态', en: 'Status' }, value: (o) => csvLabel(STATUS, o.status) },
  { header: { zh: '支付方式', en: 'Payment method' }, value: (o) => csvLabel(PAY, o.pay_type) },
  { header: { zh: '下单时间', en: 'Ordered at' }, value: (o) => csvTime(o.created_at) },
  { header: { zh: '支付时间', en: 'Paid at' }, value: (o) => csvTime(o.paid_at) },
  { header: { zh: '下单成员', en: 'Member' }, value: (o) => o.member },
];

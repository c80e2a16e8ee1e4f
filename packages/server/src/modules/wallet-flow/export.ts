// The wallet ledger as a CSV a person reads: labels in the request's language, business times.
import type { CsvColumn } from '../../lib/csv';
import { csvLabel, csvTime } from '../../lib/csv';
import type { Localized } from '../../lib/lang';
import type { FlowItemRow } from './queries';

const KIND: Record<string, Localized> = {
  recharge: { zh: '充值', en: 'Recharge' },
  purchase: { zh: '购买', en: 'Purchase' },
  renewal: { zh: '续费', en: 'Renewal' },
  refund: { zh: '退款', en: 'Refund' },
  reward: { zh: '返利', en: 'Reward' },
};

export const FLOW_CSV: CsvColumn<FlowItemRow>[] = [
  { header: { zh: 'ID', en: 'ID' }, value: (f) => f.id },
  { header: { zh: '时间', en: 'Time' }, value: (f) => csvTime(f.created_at) },
  { header: { zh: '类型', en: 'Type' }, value: (f) => csvLabel(KIND, f.kind) },
  { header: { zh: '变动金额', en: 'Change (¥)' }, value: (f) => f.change },
  { header: { zh: '变动后余额', en: 'Balance after (¥)' }, value: (f) => f.balance_after },
  { header: { zh: '订单号', en: 'Order no.' }, value: (f) => f.order_no },
  { header: { zh: '成员', en: 'Member' }, value: (f) => f.member },
  { header: { zh: '备注', en: 'Remark' }, value: (f) => f.remark },
];

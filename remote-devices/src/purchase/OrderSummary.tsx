// What the order is and what it will cost, as the server priced it: spec, duration, quantity,
// unit price, coupon, total, payment method and the balance left after a balance payment. The
// buy form shows it beside the fields (sticky) and again in the confirm step before paying.
import { formatFen } from '@console/shared';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Price } from '../api/phoneOrders';
import { DEVICES_NS } from '../i18n';

export interface OrderLines {
  spec?: string;
  duration?: string;
  quantity?: number | null;
  payType?: string;
  /** null: the member may not see the wallet. */
  balanceFen: number | null;
}

export function OrderSummary({ lines, price }: { lines: OrderLines; price?: Price }) {
  const { t } = useTranslation(DEVICES_NS);
  const dash = (v: string | number | null | undefined) => (v === undefined || v === null || v === '' ? '-' : v);
  // the balance left, when a balance payment can be made (short: the form offers a recharge instead)
  const after = lines.balanceFen !== null && price ? lines.balanceFen - price.pay_fen : null;
  const byBalance = lines.payType === 'balance' && after !== null && after >= 0;
  return (
    <Descriptions size="small" column={1} data-testid="order-summary">
      <Descriptions.Item label={t('purchase.fields.spec')}>{dash(lines.spec)}</Descriptions.Item>
      <Descriptions.Item label={t('purchase.fields.duration')}>{dash(lines.duration)}</Descriptions.Item>
      <Descriptions.Item label={t('purchase.fields.quantity')}>{dash(lines.quantity)}</Descriptions.Item>
      <Descriptions.Item label={t('purchase.summary.unitPrice')}>
        {price ? formatFen(price.unit_fen) : '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('purchase.price.total')}>
        {price ? formatFen(price.total_fen) : '-'}
      </Descriptions.Item>
      {price && price.discount_fen > 0 && (
        <Descriptions.Item label={t('purchase.price.discount')}>-{formatFen(price.discount_fen)}</Descriptions.Item>
      )}
      <Descriptions.Item label={t('purchase.price.coupon')}>
        {price ? `-${formatFen(price.coupon_fen)}` : '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('purchase.fields.payType')}>
        {lines.payType ? t(`purchase.payTypes.${lines.payType}`) : '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('purchase.price.pay')}>
        <Typography.Text strong style={{ fontSize: 18 }} data-testid="summary-pay">
          {price ? formatFen(price.pay_fen) : '-'}
        </Typography.Text>
      </Descriptions.Item>
      {byBalance && (
        <Descriptions.Item label={t('purchase.summary.balanceAfter')}>
          <span data-testid="balance-after">{formatFen(after ?? 0)}</span>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

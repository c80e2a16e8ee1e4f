// What the order is and what it will cost, as the server priced it: the definition's lines (what,
// how many, how long), unit price, discount, coupon, the amount, the payment method and the
// balance left after a balance payment. Beside the form (sticky) and again in the confirm step.
import { formatFen } from '@console/shared';
import { Descriptions, Typography } from 'antd';
import { useCheckoutText } from './i18n';
import type { OrderLine, PayType, Price } from './types';

interface Props {
  lines: OrderLine[];
  price?: Price;
  payType?: PayType;
  /** null: the member may not see the wallet. */
  balanceFen: number | null;
}

export function OrderSummary({ lines, price, payType, balanceFen }: Props) {
  const t = useCheckoutText();
  const after = balanceFen !== null && price ? balanceFen - price.pay_fen : null;
  const uniform = price && price.unit_fen * price.quantity === price.total_fen;
  return (
    <Descriptions size="small" column={1} data-testid="order-summary">
      {lines.map((l) => (
        <Descriptions.Item key={l.label} label={l.label}>
          {l.value === undefined || l.value === null || l.value === '' ? '-' : l.value}
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={t(uniform === false ? 'unitPriceAverage' : 'unitPrice')}>
        {price ? formatFen(price.unit_fen) : '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('priceTotal')}>{price ? formatFen(price.total_fen) : '-'}</Descriptions.Item>
      {price && price.discount_fen > 0 && (
        <Descriptions.Item label={t('priceDiscount')}>-{formatFen(price.discount_fen)}</Descriptions.Item>
      )}
      {price && price.coupon_fen > 0 && (
        <Descriptions.Item label={t('priceCoupon')}>-{formatFen(price.coupon_fen)}</Descriptions.Item>
      )}
      <Descriptions.Item label={t('fieldPayType')}>{payType ? t(`payType_${payType}`) : '-'}</Descriptions.Item>
      <Descriptions.Item label={t('pricePay')}>
        <Typography.Text strong style={{ fontSize: 18 }} data-testid="summary-pay">
          {price ? formatFen(price.pay_fen) : '-'}
        </Typography.Text>
      </Descriptions.Item>
      {payType === 'balance' && after !== null && after >= 0 && (
        <Descriptions.Item label={t('balanceAfter')}>
          <span data-testid="balance-after">{formatFen(after)}</span>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

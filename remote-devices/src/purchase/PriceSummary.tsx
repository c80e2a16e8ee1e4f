// The payment amount as the server priced it: total, discount, coupon and what is paid.
import { formatFen } from '@console/shared';
import { Alert, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Price } from '../api/phoneOrders';
import { DEVICES_NS } from '../i18n';

interface Props {
  price?: Price;
  error?: string;
  pending: boolean;
  /** The form is not complete yet: nothing to price. */
  incomplete: boolean;
}

export function PriceSummary({ price, error, pending, incomplete }: Props) {
  const { t } = useTranslation(DEVICES_NS);
  if (incomplete) return <Typography.Text type="secondary">{t('purchase.price.incomplete')}</Typography.Text>;
  if (pending) return <Typography.Text type="secondary">{t('purchase.price.pending')}</Typography.Text>;
  if (error)
    return (
      <Alert type="error" showIcon title={t('purchase.price.refused', { message: error })} data-testid="price-error" />
    );
  if (!price) return null;
  return (
    <Descriptions size="small" column={1} bordered data-testid="price-summary">
      <Descriptions.Item label={t('purchase.price.total')}>{formatFen(price.total_fen)}</Descriptions.Item>
      <Descriptions.Item label={t('purchase.price.discount')}>-{formatFen(price.discount_fen)}</Descriptions.Item>
      <Descriptions.Item label={t('purchase.price.coupon')}>-{formatFen(price.coupon_fen)}</Descriptions.Item>
      <Descriptions.Item label={t('purchase.price.pay')}>
        <Typography.Text strong type="danger" style={{ fontSize: 18 }} data-testid="pay-amount">
          {formatFen(price.pay_fen)}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}

// The fields the purchase and renewal forms share (spec §5: duration, payment method and the
// payment amount are required): durations and pay types as the server offers them, and the
// server's price (the browser never computes one; it sends pay_fen back as expected_pay_fen).
import type { PayType, Price } from '@console/contract';
import { formatFen } from '@console/shared';
import { Form, Radio, Select, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NETWORK_NS } from '../i18n';
import { durationKey, type DurationChoice } from './duration';

export interface PayFieldsProps {
  durations: DurationChoice[];
  payTypes: PayType[];
  /** null for members who may not see the wallet. */
  balanceFen?: number | null;
  price?: Price;
  loading: boolean;
}

export function PayFields({ durations, payTypes, balanceFen, price, loading }: PayFieldsProps) {
  const { t } = useTranslation(NETWORK_NS);
  const short = price !== undefined && typeof balanceFen === 'number' && balanceFen < price.pay_fen;
  return (
    <>
      <Form.Item
        name="duration"
        label={t('purchase.duration')}
        rules={[{ required: true, message: t('purchase.durationRequired') }]}
      >
        <Select
          style={{ maxWidth: 200 }}
          options={durations.map((d) => ({
            value: durationKey(d),
            label: t(d.unit === 'day' ? 'purchase.days' : 'purchase.months', { count: d.value }),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="pay_type"
        label={t('purchase.payType')}
        rules={[{ required: true, message: t('purchase.payTypeRequired') }]}
      >
        <Radio.Group options={payTypes.map((p) => ({ value: p, label: t(`purchase.payTypes.${p}`) }))} />
      </Form.Item>
      {typeof balanceFen === 'number' && (
        <Form.Item label={t('purchase.balance')}>
          <Typography.Text type={short ? 'danger' : undefined}>{formatFen(balanceFen)}</Typography.Text>
        </Form.Item>
      )}
      <Form.Item label={t('purchase.payAmount')} required>
        {loading ? (
          <Spin size="small" />
        ) : (
          <Typography.Text strong type="danger" data-testid="pay-amount">
            {price ? formatFen(price.pay_fen) : '-'}
          </Typography.Text>
        )}
        {price && price.discount_fen > 0 && (
          <Typography.Text type="secondary">
            {' '}
            {t('purchase.discount', { amount: formatFen(price.discount_fen) })}
          </Typography.Text>
        )}
      </Form.Item>
    </>
  );
}

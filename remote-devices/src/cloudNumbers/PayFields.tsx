// The parts the purchase and renewal forms share: duration, payment method, the server's price,
// and what happens after paying (balance: done; gateway: open its checkout page).
import { formatFen } from '@console/shared';
import { Form, Radio, Select, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICES_NS } from '../i18n';
import type { PayResult, PayType, Price } from './api';

export const PAY_TYPES: PayType[] = ['balance', 'alipay', 'wechat'];
export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export function PayFields({ price, loading }: { price?: Price; loading: boolean }) {
  const { t } = useTranslation(DEVICES_NS);
  return (
    <>
      <Form.Item
        name="months"
        label={t('cloudNumbers.form.months')}
        rules={[{ required: true, message: t('cloudNumbers.form.monthsRequired') }]}
      >
        <Select
          data-testid="months"
          style={{ width: 160 }}
          options={MONTHS.map((m) => ({ value: m, label: t('cloudNumbers.form.monthCount', { count: m }) }))}
        />
      </Form.Item>
      <Form.Item
        name="pay_type"
        label={t('cloudNumbers.form.payType')}
        rules={[{ required: true, message: t('cloudNumbers.form.payTypeRequired') }]}
      >
        <Radio.Group options={PAY_TYPES.map((p) => ({ value: p, label: t(`cloudNumbers.payTypes.${p}`) }))} />
      </Form.Item>
      <Form.Item label={t('cloudNumbers.form.payAmount')}>
        {loading ? (
          <Spin size="small" />
        ) : (
          <Typography.Text strong type="danger" data-testid="pay-amount">
            {price ? formatFen(price.pay_fen) : '-'}
          </Typography.Text>
        )}
      </Form.Item>
    </>
  );
}

/** Balance orders are paid already; gateway orders continue on the gateway's checkout page. */
export function afterPay(result: PayResult, done: () => void): void {
  if (result.url) window.location.assign(result.url);
  else done();
}

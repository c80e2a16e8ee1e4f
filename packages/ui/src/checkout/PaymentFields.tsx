// The end of every checkout form: the coupon (when one may apply), the payment method, the
// server's amount, and — when the balance cannot pay it — the shortfall with a recharge.
import type { Coupon } from '@console/contract';
import { CHECKOUT_MESSAGES } from '@console/contract/checkoutMessages';
import { formatFen, useAside, useLocalized } from '@console/shared';
import { Alert, Button, Descriptions, Form, Radio, Select, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useCheckoutText } from './i18n';
import type { PayType } from './types';
import type { PriceState } from './usePrice';

interface Props {
  payTypes: readonly PayType[];
  /** null: the member may not see the wallet (no balance shown, no shortfall offered). */
  balanceFen: number | null;
  /** undefined: no coupon field. */
  coupons?: Coupon[];
  priceState: PriceState;
  /** Fen the balance is short of the amount (0: it covers it, or another method is chosen). */
  shortFen: number;
  onRecharge: () => void;
}

export function PaymentFields({ payTypes, balanceFen, coupons, priceState, shortFen, onRecharge }: Props) {
  const t = useCheckoutText();
  const aside = useAside();
  const say = useLocalized();
  const form = Form.useFormInstance();
  const { price } = priceState;
  // the amount is not typed in, so nothing re-checks its field: once a price arrives, clear its error
  useEffect(() => {
    if (price && form.getFieldError('pay_amount').length) form.validateFields(['pay_amount']).catch(() => undefined);
  }, [price, form]);
  return (
    <>
      {coupons &&
        (coupons.length ? (
          <Form.Item name="coupon_id" label={t('fieldCoupon')}>
            <Select<number>
              allowClear
              placeholder={t('couponPlaceholder')}
              options={coupons.map((c) => ({
                value: c.id,
                label: t('couponOption', { name: c.name, amount: formatFen(c.amount_fen) }),
              }))}
              style={{ maxWidth: 360 }}
            />
          </Form.Item>
        ) : (
          // nothing to choose: said, not a disabled control
          <Form.Item label={t('fieldCoupon')}>
            <Typography.Text type="secondary" data-testid="no-coupon">
              {t('noCoupon')}
            </Typography.Text>
          </Form.Item>
        ))}
      <Form.Item
        name="pay_type"
        label={t('fieldPayType')}
        rules={[{ required: true, message: say(CHECKOUT_MESSAGES.payTypeRequired) }]}
      >
        <Radio.Group
          options={payTypes.map((p) => ({
            value: p,
            label:
              p === 'balance' && balanceFen !== null
                ? aside(t('payType_balance'), t('balance', { amount: formatFen(balanceFen) }))
                : t(`payType_${p}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="pay_amount"
        label={t('fieldPayAmount')}
        required
        rules={[{ validator: () => (price ? Promise.resolve() : Promise.reject(new Error(t('requiredPayAmount')))) }]}
      >
        <PriceField state={priceState} />
      </Form.Item>
      {shortFen > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="balance-short"
          style={{ marginBottom: 16 }}
          title={t('balanceShort', { amount: formatFen(shortFen) })}
          action={
            <Space>
              <Button size="small" type="primary" data-testid="balance-recharge" onClick={onRecharge}>
                {t('recharge')}
              </Button>
              <Link to="/walletFlow/all">{t('walletFlow')}</Link>
            </Space>
          }
        />
      )}
    </>
  );
}

// Form.Item hands its child value/onChange; the amount is not typed in, so they are ignored.
function PriceField({ state }: { state: PriceState; value?: unknown }) {
  const t = useCheckoutText();
  const { price } = state;
  if (state.incomplete) return <Typography.Text type="secondary">{t('priceIncomplete')}</Typography.Text>;
  if (state.pending) return <Typography.Text type="secondary">{t('pricePending')}</Typography.Text>;
  if (state.error)
    return (
      <Alert type="error" showIcon title={t('priceRefused', { message: state.error })} data-testid="price-error" />
    );
  if (!price) return null;
  return (
    <Descriptions size="small" column={1} bordered data-testid="price-summary">
      <Descriptions.Item label={t('priceTotal')}>{formatFen(price.total_fen)}</Descriptions.Item>
      {price.discount_fen > 0 && (
        <Descriptions.Item label={t('priceDiscount')}>-{formatFen(price.discount_fen)}</Descriptions.Item>
      )}
      {price.coupon_fen > 0 && (
        <Descriptions.Item label={t('priceCoupon')}>-{formatFen(price.coupon_fen)}</Descriptions.Item>
      )}
      <Descriptions.Item label={t('pricePay')}>
        <Typography.Text strong type="danger" style={{ fontSize: 18 }} data-testid="pay-amount" aria-live="polite">
          {formatFen(price.pay_fen)}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}

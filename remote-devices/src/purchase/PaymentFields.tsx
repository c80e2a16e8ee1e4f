// The end of both purchase forms (buy and renew): coupon, payment method, the server's amount,
// a balance-short hint and the submit button.
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BuyOptions, Coupon, Price } from '../api/phoneOrders';
import { DEVICES_NS } from '../i18n';
import { BalanceShort } from './BalanceShort';
import { CouponSelect } from './CouponSelect';
import { PayAmountItem } from './PayAmountItem';
import { PayTypeRadio } from './PayTypeRadio';
import type { PriceState } from './usePrice';

interface Props {
  options: Pick<BuyOptions, 'pay_types' | 'balance_fen'>;
  /** undefined: no coupon field (coupons are for admins). */
  coupons?: Coupon[];
  /** The form's chosen payment method. */
  payType?: string;
  priceState: PriceState;
  price?: Price;
  /** The form lacks what a price needs. */
  incomplete: boolean;
  submitting: boolean;
  submitLabel: string;
}

export function PaymentFields({
  options,
  coupons,
  payType,
  priceState,
  price,
  incomplete,
  submitting,
  submitLabel,
}: Props) {
  const { t } = useTranslation(DEVICES_NS);
  // balance_fen is null for members who may not see the wallet: no short-balance offer then
  const shortFen =
    payType === 'balance' && price !== undefined && options.balance_fen !== null
      ? price.pay_fen - options.balance_fen
      : 0;
  return (
    <>
      {coupons && (
        <Form.Item name="coupon_id" label={t('purchase.fields.coupon')}>
          <CouponSelect coupons={coupons} />
        </Form.Item>
      )}
      <Form.Item
        name="pay_type"
        label={t('purchase.fields.payType')}
        rules={[{ required: true, message: t('purchase.required.payType') }]}
      >
        <PayTypeRadio payTypes={options.pay_types} balanceFen={options.balance_fen} />
      </Form.Item>
      <PayAmountItem state={priceState} price={price} incomplete={incomplete} />
      {shortFen > 0 && <BalanceShort shortFen={shortFen} />}
      <Form.Item style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={submitting} disabled={priceState.pending}>
          {submitLabel}
        </Button>
      </Form.Item>
    </>
  );
}

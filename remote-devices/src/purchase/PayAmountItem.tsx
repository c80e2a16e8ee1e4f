// The required "payment amount" of the forms (spec §5): the server's price of what the form says;
// submitting waits for it.
import { Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Price } from '../api/phoneOrders';
import { DEVICES_NS } from '../i18n';
import { PriceSummary } from './PriceSummary';
import type { PriceState } from './usePrice';

interface Props {
  state: PriceState;
  /** The price of the form's current query (currentPrice), if known. */
  price?: Price;
  incomplete: boolean;
}

export function PayAmountItem({ state, price, incomplete }: Props) {
  const { t } = useTranslation(DEVICES_NS);
  const form = Form.useFormInstance();
  // The amount is not typed in, so nothing re-checks the field: once a price arrives, clear its error.
  useEffect(() => {
    if (price && form.getFieldError('pay_amount').length) form.validateFields(['pay_amount']).catch(() => undefined);
  }, [price, form]);
  return (
    <Form.Item
      name="pay_amount"
      label={t('purchase.fields.payAmount')}
      required
      rules={[
        { validator: () => (price ? Promise.resolve() : Promise.reject(new Error(t('purchase.required.payAmount')))) },
      ]}
    >
      <PriceField price={price} error={state.error} pending={state.pending} incomplete={incomplete} />
    </Form.Item>
  );
}

// Form.Item hands its child value/onChange; the amount is not typed in, so they are ignored.
interface FieldProps {
  price?: Price;
  error?: string;
  pending: boolean;
  incomplete: boolean;
  value?: unknown;
}

function PriceField({ price, error, pending, incomplete }: FieldProps) {
  return <PriceSummary price={price} error={error} pending={pending} incomplete={incomplete} />;
}

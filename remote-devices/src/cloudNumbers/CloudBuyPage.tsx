// Cloud number purchase (spec §2 "Cloud number purchase and renewal"): region, quantity and months
// on the server's price table (GET /cloudNumber/resource); everything from the price to the result
// is the checkout kit's (checkouts.ts).
import { MAX_NUMBER_QUANTITY } from '@console/contract/limits';
import { CLOUD_NUMBER_MESSAGES } from '@console/contract/cloudNumberMessages';
import { formatFen, useLocalized } from '@console/shared';
import { CheckoutPage } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Radio, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICES_NS } from '../i18n';
import { LoadFailed } from '../purchase/LoadFailed';
import { devicesKeys } from '../queryKeys';
import { type CloudNumberResource, cloudNumbers } from './api';
import { type NumberBuyValues, useNumberBuyCheckout } from './checkouts';
import { MonthsField } from './MonthsField';

export function CloudBuyPage() {
  // the balance and methods change with every payment: a visit always revalidates
  const resource = useQuery({
    queryKey: devicesKeys.cloudNumberResource,
    queryFn: () => cloudNumbers.resource(),
    staleTime: 0,
  });
  if (resource.isError && !resource.data) return <LoadFailed onRetry={() => void resource.refetch()} />;
  if (!resource.data) return <Spin />;
  return <BuyCheckout resource={resource.data} />;
}

function BuyCheckout({ resource }: { resource: CloudNumberResource }) {
  const { t } = useTranslation(DEVICES_NS);
  const say = useLocalized();
  const definition = useNumberBuyCheckout(resource, MAX_NUMBER_QUANTITY);
  const range = t('cloudNumbers.form.quantityRange', { max: MAX_NUMBER_QUANTITY });
  return (
    <CheckoutPage<NumberBuyValues, NonNullable<ReturnType<typeof definition.query>>>
      definition={definition}
      title={t('cloudNumbers.buy.title')}
      initialValues={{ region: resource.regions[0]?.value, quantity: 1, months: 1 }}
    >
      <Form.Item
        name="region"
        label={t('cloudNumbers.form.region')}
        rules={[{ required: true, message: say(CLOUD_NUMBER_MESSAGES.region) }]}
      >
        <Radio.Group
          options={resource.regions.map((r) => ({
            value: r.value,
            label: t('cloudNumbers.form.regionPrice', {
              region: t(`cloudNumbers.regions.${r.value}`),
              price: formatFen(r.month_fen),
            }),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="quantity"
        label={t('cloudNumbers.form.quantity')}
        rules={[
          { required: true, message: range },
          { type: 'integer', min: 1, max: MAX_NUMBER_QUANTITY, message: range },
        ]}
      >
        <InputNumber data-testid="quantity" precision={0} />
      </Form.Item>
      <MonthsField months={resource.months} />
    </CheckoutPage>
  );
}

// Cloud number purchase (spec §2): region, quantity, duration and payment method; the price comes
// from the server. Balance → bought at once (the shell's balance follows), back to the list;
// Alipay/WeChat → their checkout page.
import { PageTitle } from '@console/ui';
import { formatFen } from '@console/shared';
import { App, Button, Card, Form, InputNumber, Radio } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEVICES_NS } from '../i18n';
import { paidWithBalance } from '../purchase/paidWithBalance';
import { devicesKeys } from '../queryKeys';
import { cloudNumbers, type PayType, type Region } from './api';
import { afterPay, PayFields } from './PayFields';
import { usePrice } from './usePrice';
import { LIST_PATH, MAX_BUY_QUANTITY } from './views';

interface BuyForm {
  region?: Region;
  quantity?: number;
  months?: number;
  pay_type?: PayType;
}

const validQuantity = (q: unknown): q is number =>
  Number.isInteger(q) && (q as number) >= 1 && (q as number) <= MAX_BUY_QUANTITY;

export function CloudBuyPage() {
  const { t } = useTranslation(DEVICES_NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<BuyForm>();
  const queryClient = useQueryClient();
  // a failure was shown by the request layer; the regions stay empty
  const resource = useQuery({ queryKey: devicesKeys.cloudNumberResource, queryFn: () => cloudNumbers.resource() }).data;

  const region = Form.useWatch('region', form);
  const quantity = Form.useWatch('quantity', form);
  const months = Form.useWatch('months', form);
  const { price, loading } = usePrice(
    region && validQuantity(quantity) && months ? { region, quantity, months } : null,
  );

  const buy = useMutation({
    mutationFn: (body: Parameters<typeof cloudNumbers.buy>[0]) => cloudNumbers.buy(body),
    // a refusal (e.g. 余额不足, 价格已变化) was shown by the request layer
    onSuccess: (result) =>
      afterPay(result, () => {
        // paid from the balance: the top bar's balance and the number list are stale
        paidWithBalance(queryClient, [devicesKeys.cloudNumbers], { phoneCounters: false });
        void message.success(t('cloudNumbers.buy.done'));
        void navigate(LIST_PATH);
      }),
  });

  const submit = async () => {
    const v = await form.validateFields().catch(() => undefined); // the form shows what is wrong
    if (!v || !price || buy.isPending) return;
    buy.mutate({
      region: v.region!,
      quantity: v.quantity!,
      months: v.months!,
      pay_type: v.pay_type!,
      expected_pay_fen: price.pay_fen,
    });
  };

  return (
    <Card title={<PageTitle>{t('cloudNumbers.buy.title')}</PageTitle>}>
      <Form<BuyForm>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '120px' }}
        initialValues={{ region: 'cn', quantity: 1, months: 1, pay_type: 'balance' }}
      >
        <Form.Item
          name="region"
          label={t('cloudNumbers.form.region')}
          rules={[{ required: true, message: t('cloudNumbers.form.regionRequired') }]}
        >
          <Radio.Group
            options={(resource?.regions ?? []).map((r) => ({
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
            { required: true, message: t('cloudNumbers.form.quantityRange', { max: MAX_BUY_QUANTITY }) },
            {
              type: 'integer',
              min: 1,
              max: MAX_BUY_QUANTITY,
              message: t('cloudNumbers.form.quantityRange', { max: MAX_BUY_QUANTITY }),
            },
          ]}
        >
          <InputNumber data-testid="quantity" precision={0} />
        </Form.Item>
        <PayFields price={price} loading={loading} />
        <Form.Item label=" " colon={false}>
          <Button type="primary" loading={buy.isPending} disabled={!price} onClick={() => void submit()}>
            {t('cloudNumbers.buy.submit')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

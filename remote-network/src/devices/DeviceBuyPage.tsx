// Device purchase, /agentIp/aggregateBuy3 (spec §2 quick links, §5 Purchase: platform, region,
// duration, quantity, auto-renew choice, payment method and payment amount are all required).
// Prices come from the server; the devices are allocated by the IP provider after payment.
import type { DeviceBuyBody } from '@console/contract';
import { formatFen } from '@console/shared';
import { PageTitle } from '@console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, InputNumber, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ipDevices } from '../api/ipDevices';
import { NETWORK_NS } from '../i18n';
import { durationFields } from '../purchase/duration';
import { afterPay, paidWithBalance } from '../purchase/paidWithBalance';
import { PayFields } from '../purchase/PayFields';
import { usePrice } from '../purchase/usePrice';
import { networkKeys } from '../queryKeys';
import { DEVICE_HOME } from './views';

const MAX_QUANTITY = 100;

interface BuyForm {
  platform?: string;
  region?: DeviceBuyBody['region'];
  ip_type?: DeviceBuyBody['ip_type'];
  quantity?: number;
  duration?: string;
  auto_renew?: 0 | 1;
  pay_type?: DeviceBuyBody['pay_type'];
}

const validQuantity = (q: unknown): q is number =>
  Number.isInteger(q) && (q as number) >= 1 && (q as number) <= MAX_QUANTITY;

export function DeviceBuyPage() {
  const { t } = useTranslation(NETWORK_NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BuyForm>();
  const options = useQuery({ queryKey: networkKeys.deviceOptions, queryFn: () => ipDevices.resource() }).data;

  const platform = Form.useWatch('platform', form);
  const region = Form.useWatch('region', form);
  const ipType = Form.useWatch('ip_type', form);
  const quantity = Form.useWatch('quantity', form);
  const duration = durationFields(Form.useWatch('duration', form));
  const { price, loading } = usePrice(
    networkKeys.devicePrice,
    platform && region && ipType && validQuantity(quantity) && duration
      ? { platform, region, ip_type: ipType, quantity, ...duration }
      : null,
    ipDevices.totalPrice,
  );

  const buy = useMutation({
    mutationFn: (b: DeviceBuyBody) => ipDevices.buy(b),
    onSuccess: (result) =>
      afterPay(result, () => {
        paidWithBalance(queryClient, [networkKeys.devices]);
        void message.success(t('buyDevice.done'));
        void navigate('/device/awaitingAllocation');
      }),
  });

  const submit = async () => {
    const v = await form.validateFields().catch(() => undefined);
    const d = durationFields(v?.duration);
    if (!v || !d || !price || buy.isPending) return;
    buy.mutate({
      platform: v.platform!,
      region: v.region!,
      ip_type: v.ip_type!,
      quantity: v.quantity!,
      ...d,
      auto_renew: v.auto_renew!,
      pay_type: v.pay_type!,
      expected_pay_fen: price.pay_fen,
    });
  };

  const monthFen = (type: string) => options?.prices.find((p) => p.region === region && p.type === type)?.month_fen;

  return (
    <Card title={<PageTitle>{t('buyDevice.title')}</PageTitle>}>
      <Form<BuyForm>
        form={form}
        labelCol={{ flex: '120px' }}
        initialValues={{ region: 'cn', ip_type: 'static', quantity: 1, duration: 'month:1', pay_type: 'balance' }}
      >
        <Form.Item
          name="platform"
          label={t('purchase.platform')}
          rules={[{ required: true, message: t('purchase.platformRequired') }]}
        >
          <Select
            aria-label={t('purchase.platform')}
            style={{ maxWidth: 240 }}
            options={(options?.platforms ?? []).map((p) => ({
              value: p.value,
              label: t(`platforms.${p.value}`, { defaultValue: p.label }),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="region"
          label={t('purchase.region')}
          rules={[{ required: true, message: t('purchase.regionRequired') }]}
        >
          <Radio.Group
            options={(options?.regions ?? []).map((r) => ({ value: r.value, label: t(`regions.${r.value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="ip_type"
          label={t('devices.fields.type')}
          rules={[{ required: true, message: t('purchase.typeRequired') }]}
        >
          <Radio.Group
            options={(options?.types ?? []).map((ty) => {
              const fen = monthFen(ty.value);
              return {
                value: ty.value,
                label: `${t(`devices.ipTypes.${ty.value}`)}${fen === undefined ? '' : ` ${t('purchase.perMonth', { price: formatFen(fen) })}`}`,
              };
            })}
          />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={t('purchase.quantity')}
          rules={[
            { required: true, message: t('purchase.quantityRequired') },
            { type: 'integer', min: 1, max: MAX_QUANTITY, message: t('purchase.quantityRange', { max: MAX_QUANTITY }) },
          ]}
        >
          <InputNumber precision={0} />
        </Form.Item>
        <Form.Item
          name="auto_renew"
          label={t('purchase.autoRenew')}
          rules={[{ required: true, message: t('purchase.autoRenewRequired') }]}
        >
          <Radio.Group options={[1, 0].map((v) => ({ value: v, label: t(v ? 'purchase.yes' : 'purchase.no') }))} />
        </Form.Item>
        <PayFields
          durations={options?.durations ?? []}
          payTypes={options?.pay_types ?? []}
          balanceFen={options?.balance_fen}
          price={price}
          loading={loading}
        />
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" loading={buy.isPending} disabled={!price} onClick={() => void submit()}>
              {t('buyDevice.submit')}
            </Button>
            <Button onClick={() => void navigate(DEVICE_HOME)}>{t('buyDevice.back')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}

// /NetworkCard/buyCard (spec §2, §5): region, type, quantity, duration, auto-renew and payment; the
// price comes from the server. Balance → bought at once (the shell's balance follows), back to the
// list; Alipay/WeChat → their checkout page.
import type { CardBuyBody } from '@console/contract';
import { formatFen } from '@console/shared';
import { PageTitle } from '@console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { networkCards } from '../api/networkCards';
import { NETWORK_NS } from '../i18n';
import { durationFields } from '../purchase/duration';
import { afterPay, paidWithBalance } from '../purchase/paidWithBalance';
import { PayFields } from '../purchase/PayFields';
import { usePrice } from '../purchase/usePrice';
import { networkKeys } from '../queryKeys';

export const MAX_QUANTITY = 100;

interface BuyForm {
  region?: 'cn' | 'hk';
  card_type?: 'dedicated' | 'shared';
  quantity?: number;
  duration?: string;
  auto_renew?: 0 | 1;
  pay_type?: CardBuyBody['pay_type'];
}

const validQuantity = (q: unknown): q is number =>
  Number.isInteger(q) && (q as number) >= 1 && (q as number) <= MAX_QUANTITY;

export function CardBuyPage() {
  const { t } = useTranslation(NETWORK_NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BuyForm>();
  // a failure was shown by the request layer; the choices stay empty
  const options = useQuery({ queryKey: networkKeys.cardOptions, queryFn: () => networkCards.resource() }).data;

  const region = Form.useWatch('region', form);
  const cardType = Form.useWatch('card_type', form);
  const quantity = Form.useWatch('quantity', form);
  const duration = durationFields(Form.useWatch('duration', form));
  const { price, loading } = usePrice(
    networkKeys.cardPrice,
    region && cardType && validQuantity(quantity) && duration
      ? { region, card_type: cardType, quantity, ...duration }
      : null,
    networkCards.totalPrice,
  );

  const buy = useMutation({
    mutationFn: (b: CardBuyBody) => networkCards.buy(b),
    // a refusal (余额不足, 价格已变化…) was shown by the request layer
    onSuccess: (result) =>
      afterPay(result, () => {
        paidWithBalance(queryClient, [networkKeys.cards]);
        void message.success(t('buyCard.done'));
        void navigate('/NetworkCard/all');
      }),
  });

  const submit = async () => {
    const v = await form.validateFields().catch(() => undefined); // the form shows what is wrong
    const d = durationFields(v?.duration);
    if (!v || !d || !price || buy.isPending) return;
    buy.mutate({
      region: v.region!,
      card_type: v.card_type!,
      quantity: v.quantity!,
      ...d,
      auto_renew: v.auto_renew!,
      pay_type: v.pay_type!,
      expected_pay_fen: price.pay_fen,
    });
  };

  const monthFen = (type: string) => options?.prices.find((p) => p.region === region && p.type === type)?.month_fen;

  return (
    <Card title={<PageTitle>{t('buyCard.title')}</PageTitle>}>
      <Form<BuyForm>
        form={form}
        labelCol={{ flex: '120px' }}
        initialValues={{
          region: 'cn',
          card_type: 'dedicated',
          quantity: 1,
          duration: 'month:1',
          auto_renew: 0,
          pay_type: 'balance',
        }}
      >
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
          name="card_type"
          label={t('purchase.cardType')}
          rules={[{ required: true, message: t('purchase.typeRequired') }]}
        >
          <Radio.Group
            options={(options?.types ?? []).map((ty) => {
              const fen = monthFen(ty.value);
              return {
                value: ty.value,
                label: `${t(`cardTypes.${ty.value}`)}${fen === undefined ? '' : ` ${t('purchase.perMonth', { price: formatFen(fen) })}`}`,
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
          <Button type="primary" loading={buy.isPending} disabled={!price} onClick={() => void submit()}>
            {t('buyCard.submit')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

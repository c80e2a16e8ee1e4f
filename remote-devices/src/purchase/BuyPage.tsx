// /phone/buy and /buyall (spec §2, §5 "Purchase", §6/§9 cap): everything on offer comes from
// GET /phone/resource, the amount from POST /phone/totalPrice; POST /phone/buyV1 pays exactly the
// amount shown, after a confirm step that shows exactly what will be charged. The form starts
// from the server's defaults (buyDefaults) so the price is there at once. Refusals (cap, price changed, balance short) are shown by the request layer and
// leave the form as it was. A balance payment tells the shell (balance, counters).
import { formatFen, useCan } from '@console/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Card, Col, Form, InputNumber, Radio, Row, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BuyOptions, type PayResult, type PayType, phoneOrders } from '../api/phoneOrders';
import { DEVICES_NS } from '../i18n';
import { devicesKeys } from '../queryKeys';
import { buyDefaults } from './buyDefaults';
import { CapHint } from './CapHint';
import { ConfirmCharge } from './ConfirmCharge';
import { DurationSelect } from './DurationSelect';
import { LoadFailed } from './LoadFailed';
import { type OrderLines, OrderSummary } from './OrderSummary';
import { PayResultView } from './PayResultView';
import { paidWithBalance } from './paidWithBalance';
import { PaymentFields } from './PaymentFields';
import { type BuyFormValues, MAX_QUANTITY, buildBuyPriceQuery, specsFor } from './priceQuery';
import { useBuyOptions } from './useBuyOptions';
import { useApplicableCoupons } from './useCoupons';
import { currentPrice, usePrice } from './usePrice';

export function BuyPage() {
  const { t } = useTranslation(DEVICES_NS);
  const { options, failed, reload } = useBuyOptions();
  const [result, setResult] = useState<PayResult>();

  if (result) return <PayResultView kind="buy" result={result} />;
  if (failed && !options) return <LoadFailed onRetry={reload} />;
  if (!options) return <Spin />;
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        {t('purchase.buyTitle')}
      </Typography.Title>
      <BuyForm options={options} onPaid={setResult} />
    </>
  );
}

interface FormProps {
  options: BuyOptions;
  onPaid: (r: PayResult) => void;
}

function BuyForm({ options, onPaid }: FormProps) {
  const { t } = useTranslation(DEVICES_NS);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BuyFormValues>();
  const [initial] = useState(() => buyDefaults(options));
  const [values, setValues] = useState<BuyFormValues>(initial);
  const [confirming, setConfirming] = useState(false);
  const buy = useMutation({
    mutationFn: (body: Parameters<typeof phoneOrders.buy>[0]) => phoneOrders.buy(body),
    onSuccess: (res) => {
      if (res.url) return window.location.assign(res.url); // paid elsewhere; the shell reloads on return
      paidWithBalance(queryClient, [devicesKeys.phones]);
      setConfirming(false);
      onPaid(res);
    },
    // Shown by the request layer; the form keeps what the user entered. Balance, cap and price
    // may have changed: read them again.
    onError: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: devicesKeys.buyOptions });
      void queryClient.invalidateQueries({ queryKey: devicesKeys.price });
    },
  });

  const base = useMemo(() => buildBuyPriceQuery(values, false), [values]);
  // The coupon list is read only by those the server shows it to (GET /coupon/list).
  const couponsListed = useCan()('GET /coupon/list');
  const coupons = useApplicableCoupons(base, couponsListed);
  // A chosen coupon that no longer applies (order changed) is dropped, not priced or sent.
  const couponApplies = !values.coupon_id || coupons.some((c) => c.id === values.coupon_id);
  const priced = useMemo(() => (couponApplies ? values : { ...values, coupon_id: null }), [values, couponApplies]);
  const query = useMemo(() => buildBuyPriceQuery(priced), [priced]);
  const priceState = usePrice(query);
  const price = currentPrice(priceState, query);
  const specs = specsFor(options, values.region);
  const { cap } = options;

  // …and the form's field follows, so the submitted order carries no stale coupon.
  useEffect(() => {
    if (!couponApplies) form.setFieldValue('coupon_id', null);
  }, [couponApplies, form]);

  const onValuesChange = (changed: Partial<BuyFormValues>, all: BuyFormValues) => {
    // A spec not sold in the new region is cleared so the user picks again.
    if ('region' in changed && all.spec && !specsFor(options, changed.region).some((s) => s.value === all.spec)) {
      form.setFieldValue('spec', undefined);
      all = { ...all, spec: undefined };
    }
    setValues(all);
  };

  // A valid form opens the confirm step; only its 确认支付 sends the order, with the amount shown.
  const submit = () => {
    if (price && !buy.isPending) setConfirming(true);
  };
  const pay = () => {
    const q = buildBuyPriceQuery(priced);
    if (!q || !price || buy.isPending) return;
    buy.mutate({
      ...q,
      auto_renew: values.auto_renew ?? 0,
      pay_type: values.pay_type as PayType,
      expected_pay_fen: price.pay_fen,
    });
  };

  const durationOf = options.durations.find((d) => `${d.unit}:${d.value}` === values.duration);
  const lines: OrderLines = {
    spec: specs.find((s) => s.value === values.spec)?.label,
    duration: durationOf
      ? t(durationOf.unit === 'day' ? 'purchase.durationDay' : 'purchase.durationMonth', { count: durationOf.value })
      : undefined,
    quantity: values.quantity,
    payType: values.pay_type,
    balanceFen: options.balance_fen,
  };

  const quantityRule = {
    validator: (_: unknown, q: number | null | undefined) => {
      if (q === null || q === undefined) return Promise.resolve(); // the required rule speaks
      if (!Number.isInteger(q) || q < 1 || q > MAX_QUANTITY) {
        return Promise.reject(new Error(t('purchase.quantityRange', { min: 1, max: MAX_QUANTITY })));
      }
      if (cap.remaining !== null && q > cap.remaining) {
        return Promise.reject(new Error(t('purchase.capExceeded', { limit: cap.limit })));
      }
      return Promise.resolve();
    },
  };

  return (
    <Row gutter={[24, 16]} align="top">
      <Col xs={24} lg={16}>
        <Card>
          <CapHint cap={cap} />
          <Form<BuyFormValues>
            form={form}
            initialValues={initial}
            onValuesChange={onValuesChange}
            onFinish={submit}
            labelCol={{ flex: '120px' }}
            data-testid="buy-form"
          >
            <Form.Item
              name="platform"
              label={t('purchase.fields.platform')}
              rules={[{ required: true, message: t('purchase.required.platform') }]}
            >
              <Radio.Group optionType="button" options={options.platforms} />
            </Form.Item>
            <Form.Item
              name="region"
              label={t('purchase.fields.region')}
              rules={[{ required: true, message: t('purchase.required.region') }]}
            >
              <Radio.Group
                optionType="button"
                options={options.regions.map((r) => ({
                  value: r.value,
                  label: t(`purchase.regions.${r.value}`, { defaultValue: r.label }),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="spec"
              label={t('purchase.fields.spec')}
              rules={[{ required: true, message: t('purchase.required.spec') }]}
            >
              <Radio.Group
                optionType="button"
                options={specs.map((s) => ({
                  value: s.value,
                  label: t('purchase.specPrice', {
                    label: s.label,
                    month: formatFen(s.month_fen),
                    day: formatFen(s.day_fen),
                  }),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="duration"
              label={t('purchase.fields.duration')}
              rules={[{ required: true, message: t('purchase.required.duration') }]}
            >
              <DurationSelect durations={options.durations} placeholder={t('purchase.required.duration')} />
            </Form.Item>
            <Form.Item
              name="quantity"
              label={t('purchase.fields.quantity')}
              rules={[{ required: true, message: t('purchase.required.quantity') }, quantityRule]}
            >
              <InputNumber min={1} max={MAX_QUANTITY} precision={0} data-testid="quantity" />
            </Form.Item>
            <Form.Item
              name="auto_renew"
              label={t('purchase.fields.autoRenew')}
              rules={[{ required: true, message: t('purchase.required.autoRenew') }]}
            >
              <Radio.Group
                options={[
                  { value: 1, label: t('purchase.yes') },
                  { value: 0, label: t('purchase.no') },
                ]}
              />
            </Form.Item>
            <PaymentFields
              options={options}
              coupons={coupons}
              payType={values.pay_type}
              priceState={priceState}
              price={price}
              incomplete={!query}
              submitting={buy.isPending}
              submitLabel={t('purchase.submitBuy')}
            />
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={8} style={{ position: 'sticky', top: 16 }}>
        <Card title={t('purchase.summary.title')} size="small">
          <OrderSummary lines={lines} price={price} />
        </Card>
      </Col>
      <ConfirmCharge
        open={confirming}
        lines={lines}
        price={price}
        paying={buy.isPending}
        onConfirm={pay}
        onCancel={() => setConfirming(false)}
      />
    </Row>
  );
}

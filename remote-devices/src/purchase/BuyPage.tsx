// /phone/buy and /buyall (spec §2, §5 "Purchase", §6/§9 cap): everything on offer comes from
// GET /phone/resource, the amount from POST /phone/totalPrice; POST /phone/buyV1 pays exactly the
// amount shown. Refusals (cap, price changed, balance short) are shown by the request layer and
// leave the form as it was. A balance payment tells the shell (balance, counters).
import { formatFen, roleFromLevel, useSession } from '@console/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Card, Form, InputNumber, Radio, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BuyOptions, type PayResult, type PayType, phoneOrders } from '../api/phoneOrders';
import { DEVICES_NS } from '../i18n';
import { devicesKeys } from '../queryKeys';
import { CapHint } from './CapHint';
import { DurationSelect } from './DurationSelect';
import { LoadFailed } from './LoadFailed';
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
    <Card title={t('purchase.buyTitle')}>
      <BuyForm options={options} onPaid={setResult} />
    </Card>
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
  const [values, setValues] = useState<BuyFormValues>({ quantity: 1 });
  const buy = useMutation({
    mutationFn: (body: Parameters<typeof phoneOrders.buy>[0]) => phoneOrders.buy(body),
    onSuccess: (res) => {
      if (res.url) return window.location.assign(res.url); // paid elsewhere; the shell reloads on return
      paidWithBalance(queryClient, [devicesKeys.phones]);
      onPaid(res);
    },
    // Shown by the request layer; the form keeps what the user entered. Balance, cap and price
    // may have changed: read them again.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: devicesKeys.buyOptions });
      void queryClient.invalidateQueries({ queryKey: devicesKeys.price });
    },
  });

  const base = useMemo(() => buildBuyPriceQuery(values, false), [values]);
  // Buying is for admins (spec §6); the coupon list is theirs too (GET /coupon/list).
  const isAdmin = roleFromLevel(useSession().userInfo?.level ?? 0) === 'admin';
  const coupons = useApplicableCoupons(base, isAdmin);
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

  const submit = (v: BuyFormValues) => {
    const q = buildBuyPriceQuery(v);
    if (!q || !price || buy.isPending) return;
    buy.mutate({
      ...q,
      auto_renew: v.auto_renew ?? 0,
      pay_type: v.pay_type as PayType,
      expected_pay_fen: price.pay_fen,
    });
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
    <>
      <CapHint cap={cap} />
      <Form<BuyFormValues>
        form={form}
        initialValues={{ quantity: 1 }}
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
    </>
  );
}

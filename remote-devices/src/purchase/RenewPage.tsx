// /phone/renew?selectPhoneIds=1,2,3 (spec §2): the chosen phones, a duration, a coupon (admins),
// the payment method and the server's price; POST /phone/renewV1 pays exactly the amount shown.
// Staff without the renewal permission get the server's message (spec §6) from the request layer.
// A balance payment tells the shell (balance, counters).
import { useCan } from '@console/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Result, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type BuyOptions, type PayResult, type PayType, phoneOrders } from '../api/phoneOrders';
import { DEVICES_NS } from '../i18n';
import { devicesKeys } from '../queryKeys';
import { DurationSelect } from './DurationSelect';
import { LoadFailed } from './LoadFailed';
import { PayResultView } from './PayResultView';
import { paidWithBalance } from './paidWithBalance';
import { PaymentFields } from './PaymentFields';
import { type RenewFormValues, buildRenewPriceQuery } from './priceQuery';
import { RenewPhonesTable } from './RenewPhonesTable';
import { parseSelectPhoneIds } from './selectPhoneIds';
import { useBuyOptions } from './useBuyOptions';
import { useApplicableCoupons } from './useCoupons';
import { currentPrice, usePrice } from './usePrice';

export function RenewPage() {
  const { t } = useTranslation(DEVICES_NS);
  const { search } = useLocation();
  const ids = useMemo(() => parseSelectPhoneIds(search), [search]);
  if (ids.length === 0) return <NoPhones title={t('purchase.renew.noIds')} hint={t('purchase.renew.noIdsHint')} />;
  return <RenewScreen ids={ids} />;
}

function RenewScreen({ ids }: { ids: number[] }) {
  const { t } = useTranslation(DEVICES_NS);
  const { options, failed, reload } = useBuyOptions();
  // unknown or foreign ids: 40004, shown by the request layer
  const phones = useQuery({
    queryKey: devicesKeys.renewPhones(ids),
    queryFn: () => phoneOrders.renewList(ids),
    staleTime: 0,
  });
  const [result, setResult] = useState<PayResult>();

  if (result) {
    // the renewed phones with their new expiry (paidWithBalance made the list stale)
    return (
      <PayResultView kind="renew" result={result}>
        {phones.data && <RenewPhonesTable phones={phones.data} />}
      </PayResultView>
    );
  }
  if (phones.isError || (phones.data && phones.data.length === 0)) {
    return <NoPhones title={t('purchase.renew.notFound')} hint={t('purchase.renew.noIdsHint')} />;
  }
  if (failed && !options) return <LoadFailed onRetry={reload} />;
  if (!options || !phones.data) return <Spin />;

  return (
    <Card>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 20 }}>
        {t('purchase.renewTitle')}
      </Typography.Title>
      <Space orientation="vertical" style={{ width: '100%' }} size="large">
        <div>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('purchase.renew.phones', { count: phones.data.length })}
          </Typography.Title>
          <RenewPhonesTable phones={phones.data} />
        </div>
        <RenewForm options={options} phoneIds={phones.data.map((p) => p.id)} onPaid={setResult} />
      </Space>
    </Card>
  );
}

function NoPhones({ title, hint }: { title: string; hint: string }) {
  const { t } = useTranslation(DEVICES_NS);
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={title}
      subTitle={hint}
      data-testid="renew-empty"
      extra={<Button onClick={() => void navigate('/phone/all')}>{t('purchase.back')}</Button>}
    />
  );
}

interface FormProps {
  options: BuyOptions;
  phoneIds: number[];
  onPaid: (r: PayResult) => void;
}

function RenewForm({ options, phoneIds, onPaid }: FormProps) {
  const { t } = useTranslation(DEVICES_NS);
  const queryClient = useQueryClient();
  const couponsListed = useCan()('GET /coupon/list');
  const [form] = Form.useForm<RenewFormValues>();
  const [values, setValues] = useState<RenewFormValues>({});
  const renew = useMutation({
    mutationFn: (body: Parameters<typeof phoneOrders.renew>[0]) => phoneOrders.renew(body),
    onSuccess: (res) => {
      if (res.url) return window.location.assign(res.url); // paid elsewhere; the shell reloads on return
      paidWithBalance(queryClient, [devicesKeys.renewPhones(phoneIds), devicesKeys.phones]);
      onPaid(res);
    },
    // shown by the request layer; the form stays, balance and price are asked again
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: devicesKeys.buyOptions });
      void queryClient.invalidateQueries({ queryKey: devicesKeys.price });
    },
  });

  const base = useMemo(() => buildRenewPriceQuery(phoneIds, values, false), [phoneIds, values]);
  // Coupons are the enterprise's, listed for admins only (GET /coupon/list).
  const coupons = useApplicableCoupons(base, couponsListed);
  // A chosen coupon that no longer applies (order changed) is dropped, not priced or sent.
  const couponApplies = !values.coupon_id || coupons.some((c) => c.id === values.coupon_id);
  const priced = useMemo(() => (couponApplies ? values : { ...values, coupon_id: null }), [values, couponApplies]);
  const query = useMemo(() => buildRenewPriceQuery(phoneIds, priced), [phoneIds, priced]);
  const priceState = usePrice(query);
  const price = currentPrice(priceState, query);

  useEffect(() => {
    if (!couponApplies) form.setFieldValue('coupon_id', null);
  }, [couponApplies, form]);

  const submit = (v: RenewFormValues) => {
    const q = buildRenewPriceQuery(phoneIds, v);
    if (!q || !price || renew.isPending) return;
    renew.mutate({ ...q, pay_type: v.pay_type as PayType, expected_pay_fen: price.pay_fen });
  };

  return (
    <Form<RenewFormValues>
      form={form}
      onValuesChange={(_, all) => setValues(all)}
      onFinish={submit}
      labelCol={{ flex: '120px' }}
      data-testid="renew-form"
    >
      <Form.Item
        name="duration"
        label={t('purchase.fields.renewDuration')}
        rules={[{ required: true, message: t('purchase.required.duration') }]}
      >
        <DurationSelect durations={options.durations} placeholder={t('purchase.required.duration')} />
      </Form.Item>
      <PaymentFields
        options={options}
        coupons={couponsListed ? coupons : undefined}
        payType={values.pay_type}
        priceState={priceState}
        price={price}
        incomplete={!query}
        submitting={renew.isPending}
        submitLabel={t('purchase.submitRenew')}
      />
    </Form>
  );
}

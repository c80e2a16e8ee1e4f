// /phone/renew?selectPhoneIds=1,2,3 (spec §2): the chosen phones, a duration, a coupon (admins),
// the payment method and the server's price; POST /phone/renewV1 pays exactly the amount shown.
// Staff without the renewal permission get the server's message (spec §6) from the request layer.
import { roleFromLevel, useSession } from '@console/shared';
import { Button, Card, Form, Result, Space, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type BuyOptions, type PayResult, type PayType, type RenewPhone, phoneOrders } from '../api/phoneOrders';
import { DEVICES_NS } from '../i18n';
import { DurationSelect } from './DurationSelect';
import { LoadFailed } from './LoadFailed';
import { PayResultView } from './PayResultView';
import { PaymentFields } from './PaymentFields';
import { type RenewFormValues, buildRenewPriceQuery } from './priceQuery';
import { RenewPhonesTable } from './RenewPhonesTable';
import { parseSelectPhoneIds } from './selectPhoneIds';
import { useBuyOptions } from './useBuyOptions';
import { useApplicableCoupons } from './useCoupons';
import { currentPrice, usePrice } from './usePrice';

type Phones = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; list: RenewPhone[] };

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
  const [phones, setPhones] = useState<Phones>({ state: 'loading' });
  const [result, setResult] = useState<PayResult>();

  const loadPhones = useCallback(async () => {
    try {
      setPhones({ state: 'ready', list: await phoneOrders.renewList(ids) });
    } catch {
      setPhones({ state: 'failed' }); // unknown or foreign ids: 40004, shown by the request layer
    }
  }, [ids]);
  useEffect(() => {
    setPhones({ state: 'loading' });
    void loadPhones();
  }, [loadPhones]);

  const paid = (r: PayResult) => {
    setResult(r);
    void loadPhones(); // the new expiry
  };

  if (result) {
    return (
      <PayResultView kind="renew" result={result}>
        {phones.state === 'ready' && <RenewPhonesTable phones={phones.list} />}
      </PayResultView>
    );
  }
  if (phones.state === 'failed' || (phones.state === 'ready' && phones.list.length === 0)) {
    return <NoPhones title={t('purchase.renew.notFound')} hint={t('purchase.renew.noIdsHint')} />;
  }
  if (failed && !options) return <LoadFailed onRetry={reload} />;
  if (!options || phones.state === 'loading') return <Spin />;

  return (
    <Card title={t('purchase.renewTitle')}>
      <Space orientation="vertical" style={{ width: '100%' }} size="large">
        <div>
          <h4>{t('purchase.renew.phones', { count: phones.list.length })}</h4>
          <RenewPhonesTable phones={phones.list} />
        </div>
        <RenewForm options={options} phoneIds={phones.list.map((p) => p.id)} onPaid={paid} onRefused={reload} />
      </Space>
    </Card>
  );
}

function NoPhones({ title, hint }: { title: string; hint: string }) {
  const { t } = useTranslation(DEVICES_NS);
  return (
    <Result
      status="info"
      title={title}
      subTitle={hint}
      data-testid="renew-empty"
      extra={
        <Link to="/phone/all">
          <Button>{t('purchase.back')}</Button>
        </Link>
      }
    />
  );
}

interface FormProps {
  options: BuyOptions;
  phoneIds: number[];
  onPaid: (r: PayResult) => void;
  onRefused: () => void;
}

function RenewForm({ options, phoneIds, onPaid, onRefused }: FormProps) {
  const { t } = useTranslation(DEVICES_NS);
  const isAdmin = roleFromLevel(useSession().userInfo?.level ?? 0) === 'admin';
  const [form] = Form.useForm<RenewFormValues>();
  const [values, setValues] = useState<RenewFormValues>({});
  const [refresh, setRefresh] = useState(0);
  const [submitting, setSubmitting] = useState(false);

  const query = useMemo(() => buildRenewPriceQuery(phoneIds, values), [phoneIds, values]);
  const base = useMemo(() => buildRenewPriceQuery(phoneIds, values, false), [phoneIds, values]);
  const priceState = usePrice(query, refresh);
  const price = currentPrice(priceState, query);
  // Coupons are the enterprise's, listed for admins only (GET /coupon/list).
  const coupons = useApplicableCoupons(base, isAdmin);

  useEffect(() => {
    if (values.coupon_id && !coupons.some((c) => c.id === values.coupon_id)) {
      form.setFieldValue('coupon_id', null);
      setValues((v) => ({ ...v, coupon_id: null }));
    }
  }, [coupons, values.coupon_id, form]);

  const submit = async (v: RenewFormValues) => {
    const q = buildRenewPriceQuery(phoneIds, v);
    if (!q || !price) return;
    setSubmitting(true);
    try {
      const res = await phoneOrders.renew({ ...q, pay_type: v.pay_type as PayType, expected_pay_fen: price.pay_fen });
      if (res.url) window.location.assign(res.url);
      else onPaid(res);
    } catch {
      setRefresh((n) => n + 1); // shown by the request layer; the form stays, the price is asked again
      onRefused();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<RenewFormValues>
      form={form}
      onValuesChange={(_, all) => setValues(all)}
      onFinish={submit}
      labelCol={{ flex: '120px' }}
      data-testid="renew-form"
    >
      <Form.Item name="duration" label={t('purchase.fields.renewDuration')} rules={[{ required: true, message: t('purchase.required.duration') }]}>
        <DurationSelect durations={options.durations} placeholder={t('purchase.required.duration')} />
      </Form.Item>
      <PaymentFields
        options={options}
        coupons={isAdmin ? coupons : undefined}
        payType={values.pay_type}
        priceState={priceState}
        price={price}
        incomplete={!query}
        submitting={submitting}
        submitLabel={t('purchase.submitRenew')}
      />
    </Form>
  );
}

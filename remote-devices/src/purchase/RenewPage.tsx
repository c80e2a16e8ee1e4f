// /phone/renew?selectPhoneIds=1,2,3 (spec §2): the chosen phones (GET /phone/renewList; unknown or
// foreign ids are the server's 40004), then the checkout kit: duration, coupon (admins), payment
// method and the server's price, one confirm step, the renewed phones with their new expiry.
// Staff without the renewal permission get the server's message (spec §6) from the request layer.
import { CheckoutPage, DurationSelect } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Result, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type BuyOptions, phoneOrders, type RenewPhone } from '../api/phoneOrders';
import { DEVICES_NS } from '../i18n';
import { devicesKeys } from '../queryKeys';
import { PHONE_LIST, usePhoneRenewCheckout } from './checkouts';
import { LoadFailed } from './LoadFailed';
import type { RenewFormValues } from './priceQuery';
import { RenewPhonesTable } from './RenewPhonesTable';
import { parseSelectPhoneIds } from './selectPhoneIds';
import { useBuyOptions } from './useBuyOptions';

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
  const phones = useQuery({
    queryKey: devicesKeys.renewPhones(ids),
    queryFn: () => phoneOrders.renewList(ids),
    staleTime: 0,
  });
  if (phones.isError || (phones.data && phones.data.length === 0)) {
    return <NoPhones title={t('purchase.renew.notFound')} hint={t('purchase.renew.noIdsHint')} />;
  }
  if (failed && !options) return <LoadFailed onRetry={reload} />;
  if (!options || !phones.data) return <Spin />;
  return <RenewCheckout options={options} phones={phones.data} />;
}

function RenewCheckout({ options, phones }: { options: BuyOptions; phones: RenewPhone[] }) {
  const { t } = useTranslation(DEVICES_NS);
  const definition = usePhoneRenewCheckout(
    options,
    phones.map((p) => p.id),
  );
  return (
    <CheckoutPage<RenewFormValues, NonNullable<ReturnType<typeof definition.query>>>
      definition={definition}
      title={t('purchase.renewTitle')}
      initialValues={{ duration: 'month:1' }}
      intro={
        <div style={{ marginBottom: 24 }}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('purchase.renew.phones', { count: phones.length })}
          </Typography.Title>
          <RenewPhonesTable phones={phones} />
        </div>
      }
      // the page's query is read again after the renewal: the phones with their new expiry
      resultExtra={<RenewPhonesTable phones={phones} />}
    >
      <Form.Item
        name="duration"
        label={t('purchase.fields.renewDuration')}
        rules={[{ required: true, message: t('purchase.required.duration') }]}
      >
        <DurationSelect durations={options.durations} />
      </Form.Item>
    </CheckoutPage>
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
      extra={<Button onClick={() => void navigate(PHONE_LIST)}>{t('purchase.back')}</Button>}
    />
  );
}

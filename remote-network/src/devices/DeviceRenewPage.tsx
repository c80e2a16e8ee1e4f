// Device renewal, /device/renew?ids=1,2 (spec §2 "Platform, own and local device renewal"): the
// chosen devices — platform ones at their region × type price, own and local ones at their monthly
// service fee — a duration and a payment method; the server prices it and extends each device from
// the later of now and its expiry (an own or local device without a term: from now).
import type { DeviceRenewBody } from '@console/contract';
import { formatFen } from '@console/shared';
import { formatDateTime, PageTitle, useTableA11y } from '@console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Table } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { type IpDevice, ipDevices } from '../api/ipDevices';
import { NETWORK_NS } from '../i18n';
import { durationFields, parseIds } from '../purchase/duration';
import { afterPay, paidWithBalance } from '../purchase/paidWithBalance';
import { PayFields } from '../purchase/PayFields';
import { usePrice } from '../purchase/usePrice';
import { networkKeys } from '../queryKeys';
import { monthFen } from './renewPrice';
import { DEVICE_HOME, isRenewable } from './views';

interface RenewForm {
  duration?: string;
  pay_type?: DeviceRenewBody['pay_type'];
}

/** Every live device, so the page can show the chosen ones. */
const ALL = { page: 1, limit: 1000, view: 'all' as const };

export function DeviceRenewPage() {
  const { t } = useTranslation(NETWORK_NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const ids = useMemo(() => parseIds(params.get('ids')), [params]);
  const [form] = Form.useForm<RenewForm>();
  // a table wider than the screen scrolls: keyboard users reach it (axe scrollable-region-focusable)
  const tableRef = useRef<HTMLDivElement>(null);
  useTableA11y(tableRef, t('renewDevice.title'));
  const options = useQuery({ queryKey: networkKeys.deviceOptions, queryFn: () => ipDevices.resource() }).data;
  const devices = useQuery({
    // under the list's key: a renewal (or any write to the devices) refreshes it
    queryKey: [...networkKeys.devices, 'list', ALL],
    queryFn: () => ipDevices.list(ALL),
    enabled: ids.length > 0,
  });
  const rows = useMemo<IpDevice[]>(
    () => (devices.data?.list ?? []).filter((d) => ids.includes(d.id) && isRenewable(d)),
    [ids, devices.data],
  );
  const duration = durationFields(Form.useWatch('duration', form));
  const { price, loading } = usePrice(
    networkKeys.devicePrice,
    rows.length > 0 && duration ? { ids: rows.map((r) => r.id), ...duration } : null,
    ipDevices.totalPrice,
  );

  const renew = useMutation({
    mutationFn: (b: DeviceRenewBody) => ipDevices.renew(b),
    onSuccess: (result) =>
      afterPay(result, () => {
        paidWithBalance(queryClient, [networkKeys.devices]);
        void message.success(t('renewDevice.done'));
        void navigate(DEVICE_HOME);
      }),
  });

  const submit = async () => {
    const v = await form.validateFields().catch(() => undefined);
    const d = durationFields(v?.duration);
    if (!v || !d || !price || renew.isPending) return;
    renew.mutate({ ids: rows.map((r) => r.id), ...d, pay_type: v.pay_type!, expected_pay_fen: price.pay_fen });
  };

  const missing = !devices.isLoading && rows.length < ids.length;
  return (
    <Card title={<PageTitle>{t('renewDevice.title')}</PageTitle>}>
      {(ids.length === 0 || missing) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t(ids.length === 0 ? 'renewDevice.none' : 'renewDevice.missing')}
        />
      )}
      <div ref={tableRef}>
        <Table<IpDevice>
          rowKey="id"
          size="small"
          pagination={false}
          loading={devices.isLoading}
          dataSource={rows}
          style={{ marginBottom: 24 }}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'kind', title: t('devices.fields.kind'), render: (_, d) => t(`devices.kinds.${d.kind}`) },
            { key: 'address', title: t('devices.fields.address'), render: (_, d) => `${d.address}:${d.port ?? ''}` },
            { key: 'region', dataIndex: 'region', title: t('devices.fields.region') },
            { key: 'platform', dataIndex: 'platform', title: t('devices.fields.platform') },
            {
              key: 'type',
              title: t('devices.fields.type'),
              render: (_, d) => t(`devices.ipTypes.${d.ip_type}`, { defaultValue: d.ip_type }),
            },
            {
              key: 'exp',
              title: t('columns.expirationTime'),
              render: (_, d) => (d.expiration_time ? formatDateTime(d.expiration_time) : '-'),
            },
            {
              key: 'month',
              title: t('renewDevice.unitPrice'),
              align: 'right',
              render: (_, d) => {
                const fen = monthFen(d, options);
                if (fen === null) return '-';
                return d.kind === 'platform'
                  ? formatFen(fen)
                  : t('renewDevice.serviceFeeOf', { price: formatFen(fen) });
              },
            },
          ]}
        />
      </div>
      <Form<RenewForm>
        form={form}
        labelCol={{ flex: '120px' }}
        initialValues={{ duration: 'month:1', pay_type: 'balance' }}
      >
        <PayFields
          durations={options?.durations ?? []}
          payTypes={options?.pay_types ?? []}
          balanceFen={options?.balance_fen}
          price={price}
          loading={loading}
        />
        <Form.Item label=" " colon={false}>
          <Button type="primary" loading={renew.isPending} disabled={!price} onClick={() => void submit()}>
            {t('renewDevice.submit')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

// Device renewal, /device/renew?ids=1,2 (spec §2 "Platform, own and local device renewal"): the
// chosen devices in use — platform ones at their region × type price, own and local ones at their
// monthly service fee — then the checkout kit with a duration; the server prices it and extends
// each device from the later of now and its expiry (an own or local device without a term: from
// now). The result shows the devices again.
import { NETWORK_ORDER_MESSAGES } from '@console/contract/networkOrderMessages';
import { formatFen, useLocalized } from '@console/shared';
import { CheckoutPage, DurationSelect, formatDateTime, useTableA11y } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Table } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type DeviceOptions, type DeviceRenewQuery, type IpDevice, ipDevices } from '../api/ipDevices';
import { NETWORK_NS } from '../i18n';
import { type RenewValues, useDeviceOptions, useDeviceRenewCheckout } from '../purchase/checkouts';
import { CheckoutState } from '../purchase/CheckoutState';
import { parseIds } from '../purchase/renewIds';
import { networkKeys } from '../queryKeys';
import { monthFen } from './renewPrice';
import { isRenewable } from './views';

/** Every live device, so the page can show the chosen ones. */
const ALL = { page: 1, limit: 1000, view: 'all' as const };

export function DeviceRenewPage() {
  const { t } = useTranslation(NETWORK_NS);
  const [params] = useSearchParams();
  const ids = useMemo(() => parseIds(params.get('ids')), [params]);
  if (ids.length === 0) return <CheckoutState title={t('renewDevice.title')} warning={t('renewDevice.none')} />;
  return <DeviceRenewScreen ids={ids} />;
}

function DeviceRenewScreen({ ids }: { ids: number[] }) {
  const { t } = useTranslation(NETWORK_NS);
  const options = useDeviceOptions();
  const devices = useQuery({
    // under the list's key: a renewal (or any write to the devices) reads it again
    queryKey: [...networkKeys.devices, 'list', ALL],
    queryFn: () => ipDevices.list(ALL),
  });
  const rows = useMemo(
    () => (devices.data?.list ?? []).filter((d) => ids.includes(d.id) && isRenewable(d)),
    [ids, devices.data],
  );
  const title = t('renewDevice.title');
  if (devices.data && rows.length === 0) return <CheckoutState title={title} warning={t('renewDevice.missing')} />;
  if (!options.data || !devices.data)
    return (
      <CheckoutState
        title={title}
        failed={options.isError || devices.isError}
        onRetry={() => {
          void options.refetch();
          void devices.refetch();
        }}
      />
    );
  return <DeviceRenewCheckout options={options.data} devices={rows} missing={rows.length < ids.length} />;
}

interface CheckoutProps {
  options: DeviceOptions;
  devices: IpDevice[];
  missing: boolean;
}

function DeviceRenewCheckout({ options, devices, missing }: CheckoutProps) {
  const { t } = useTranslation(NETWORK_NS);
  const say = useLocalized();
  const definition = useDeviceRenewCheckout(
    options,
    devices.map((d) => d.id),
  );
  return (
    <CheckoutPage<RenewValues, DeviceRenewQuery>
      definition={definition}
      title={t('renewDevice.title')}
      initialValues={{ duration: 'month:1' }}
      intro={
        <>
          {missing && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('renewDevice.missing')} />}
          <DevicesTable devices={devices} options={options} />
        </>
      }
      resultExtra={<DevicesTable devices={devices} options={options} />}
    >
      <Form.Item
        name="duration"
        label={t('purchase.duration')}
        rules={[{ required: true, message: say(NETWORK_ORDER_MESSAGES.durationRequired) }]}
      >
        <DurationSelect durations={options.durations} />
      </Form.Item>
    </CheckoutPage>
  );
}

function DevicesTable({ devices, options }: { devices: IpDevice[]; options: DeviceOptions }) {
  const { t } = useTranslation(NETWORK_NS);
  // a table wider than the screen scrolls: keyboard users reach it (axe scrollable-region-focusable)
  const ref = useRef<HTMLDivElement>(null);
  useTableA11y(ref, t('renewDevice.title'));
  return (
    <div ref={ref}>
      <Table<IpDevice>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={devices}
        style={{ marginBottom: 24 }}
        scroll={{ x: 'max-content' }}
        data-testid="renew-items"
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
              return d.kind === 'platform' ? formatFen(fen) : t('renewDevice.serviceFeeOf', { price: formatFen(fen) });
            },
          },
        ]}
      />
    </div>
  );
}

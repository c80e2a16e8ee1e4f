// My devices (spec §2 "Device management", "My devices"): thirteen views chosen by the route, each
// tab with its count (GET /ipDevice/cnt under the list's key). Own and local devices are added by
// hand or imported; every live device can be checked (IP check) and deleted to the recycle bin;
// the bin restores or deletes for good (spec §4); platform devices are bought; every device in
// use is renewed (platform at its price, own and local at the service fee).
import {
  formatDateTime,
  type FilterDef,
  type ListColumn,
  ListPage,
  PageTitle,
  ViewTabs,
  useConfirm,
} from '@console/ui';
import { useCan, useJoinList } from '@console/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Switch, Tag, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type DeviceQuery, type DeviceView, type IpDevice, ipDevices } from '../api/ipDevices';
import { NETWORK_NS } from '../i18n';
import { networkKeys } from '../queryKeys';
import { DeviceFormDialog } from './DeviceFormDialog';
import { ImportDialog } from './ImportDialog';
import { allRenewable, DEVICE_BUY_PATH, DEVICE_VIEWS, isRenewable, renewPath } from './views';

const STAGE_COLOR = { awaiting_payment: 'warning', allocating: 'processing', active: 'success' } as const;
const EXPIRY_COLOR = { normal: 'success', will_expire: 'warning', expired: 'error', no_term: 'default' } as const;

export function DeviceListPage({ view }: { view: DeviceView }) {
  const { t } = useTranslation(NETWORK_NS);
  const join = useJoinList();
  const { message } = App.useApp();
  const modal = useConfirm();
  const navigate = useNavigate();
  const can = useCan();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<IpDevice | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  // a failure was shown by the request layer; the tabs then show no numbers
  const counts = useQuery({ queryKey: networkKeys.deviceCnt, queryFn: () => ipDevices.cnt() }).data;
  const fetchPage = useCallback((q: DeviceQuery) => ipDevices.list(q), []);
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: networkKeys.devices }),
    [queryClient],
  );
  const inBin = view === 'recycle';

  const {
    mutate: check,
    variables: checking,
    isPending: checkPending,
  } = useMutation({
    mutationFn: (d: IpDevice) => ipDevices.check(d.id),
    // a failure ('IP check failed, confirm the IP is valid') was shown by the request layer; the row turns abnormal
    onSettled: refresh,
    onSuccess: (r) =>
      void message.success(
        t('devices.check.ok', {
          ip: r.exit_ip,
          region: r.region || t('devices.check.regionUnknown'),
          latency: r.latency_ms ?? '-',
        }) + (r.simulated ? ` ${t('devices.check.simulated')}` : ''),
      ),
  });
  const { mutate: setAutoRenew } = useMutation({
    mutationFn: ({ d, on }: { d: IpDevice; on: boolean }) => ipDevices.autoRenew([d.id], on),
    onSuccess: (_, { on }) => {
      void message.success(t(on ? 'autoRenewOn' : 'autoRenewOff'));
      refresh();
    },
  });
  const remove = useCallback(
    (rows: IpDevice[], clear?: () => void) =>
      void modal.confirm({
        title: t(inBin ? 'devices.recycle.purgeConfirm' : 'devices.recycle.deleteConfirm', { count: rows.length }),
        okButtonProps: { danger: true },
        onOk: async () => {
          // a refusal (stores still bound) was shown by the request layer
          const r = await ipDevices.remove(rows.map((d) => d.id)).catch(() => null);
          if (!r) return;
          void message.success(
            t(r.purged ? 'devices.recycle.purged' : 'devices.recycle.recycled', { count: r.purged || r.recycled }),
          );
          clear?.();
          refresh();
        },
      }),
    [inBin, message, modal, refresh, t],
  );
  const restore = useCallback(
    async (rows: IpDevice[], clear?: () => void) => {
      // a refusal (an expired device cannot be restored) was shown by the request layer
      const r = await ipDevices.restore(rows.map((d) => d.id)).catch(() => null);
      if (!r) return;
      void message.success(t('devices.recycle.restored', { count: r.restored }));
      clear?.();
      refresh();
    },
    [message, refresh, t],
  );

  const columns = useMemo<ListColumn<IpDevice>[]>(
    () => [
      {
        key: 'address',
        title: t('devices.fields.address'),
        render: (_, d) =>
          d.address ? (
            `${d.address}:${d.port ?? ''}`
          ) : (
            <Typography.Text type="secondary">{t('devices.notAllocated')}</Typography.Text>
          ),
      },
      {
        key: 'protocol',
        title: t('devices.fields.protocol'),
        render: (_, d) => (d.protocol ? d.protocol.toUpperCase() : '-'),
      },
      { key: 'kind', title: t('devices.fields.kind'), render: (_, d) => t(`devices.kinds.${d.kind}`) },
      { key: 'region', dataIndex: 'region', title: t('devices.fields.region') },
      { key: 'platform', title: t('devices.fields.platform'), render: (_, d) => d.platform || '-' },
      {
        key: 'type',
        title: t('devices.fields.type'),
        render: (_, d) => t(`devices.ipTypes.${d.ip_type}`, { defaultValue: d.ip_type }),
      },
      {
        key: 'status',
        title: t('devices.fields.status'),
        render: (_, d) =>
          d.stage !== 'active' ? (
            <Tag color={STAGE_COLOR[d.stage]}>{t(`devices.stages.${d.stage}`)}</Tag>
          ) : (
            <Space size={4} wrap>
              <Tag color={d.status === 'normal' ? 'success' : 'error'}>{t(`devices.status.${d.status}`)}</Tag>
              {d.expiry_state !== 'normal' && d.expiry_state !== 'no_term' && (
                <Tag color={EXPIRY_COLOR[d.expiry_state]}>{t(`devices.expiry.${d.expiry_state}`)}</Tag>
              )}
            </Space>
          ),
      },
      {
        key: 'username',
        title: t('devices.fields.username'),
        render: (_, d) => d.username || '-',
        defaultHidden: true,
      },
      { key: 'mapped_ip', title: t('devices.fields.mappedIp'), render: (_, d) => d.mapped_ip || '-' },
      {
        key: 'stores',
        title: t('devices.fields.stores'),
        render: (_, d) => (d.store_names.length ? join(d.store_names) : t('unbound')),
      },
      {
        key: 'remote',
        title: t('devices.fields.remote'),
        render: (_, d) => t(d.is_remote ? 'devices.remote' : 'devices.notRemote'),
      },
      {
        key: 'tags',
        title: t('devices.fields.tags'),
        render: (_, d) => (d.tags.length ? d.tags.map((x) => <Tag key={x}>{x}</Tag>) : '-'),
      },
      {
        key: 'purchase_time',
        title: t('devices.fields.purchaseTime'),
        render: (_, d) => formatDateTime(d.purchase_time),
      },
      {
        key: 'expiration_time',
        title: t('columns.expirationTime'),
        render: (_, d) => (d.expiration_time ? formatDateTime(d.expiration_time) : t('devices.noTerm')),
      },
      {
        key: 'remain_day',
        title: t('devices.fields.remainDays'),
        render: (_, d) => (d.remain_day === null ? '-' : t('devices.days', { count: d.remain_day })),
      },
      {
        key: 'auto_renew',
        title: t('columns.autoRenew'),
        render: (_, d) =>
          d.kind === 'platform' ? (
            <Switch
              size="small"
              aria-label={t('autoRenewOf', { name: d.address || `#${d.id}` })}
              checked={d.auto_renew === 1}
              disabled={!can('POST /ipDevice/autoRenew') || inBin || d.expiry_state === 'expired'}
              onChange={(on) => setAutoRenew({ d, on })}
            />
          ) : (
            '-'
          ),
      },
      {
        key: 'actions',
        title: t('columns.actions'),
        render: (_, d) => (
          <Space size={0} wrap>
            {!inBin && d.stage === 'active' && can('POST /ipDevice/check') && (
              <Button type="link" size="small" loading={checkPending && checking?.id === d.id} onClick={() => check(d)}>
                {t('devices.check.action')}
              </Button>
            )}
            {!inBin && d.kind !== 'platform' && can('POST /ipDevice/update') && (
              <Button type="link" size="small" onClick={() => setEditing(d)}>
                {t('devices.actions.edit')}
              </Button>
            )}
            {!inBin && isRenewable(d) && can('POST /ipDevice/renew') && (
              <Button type="link" size="small" onClick={() => void navigate(renewPath([d.id]))}>
                {t('actions.renew')}
              </Button>
            )}
            {inBin && can('POST /ipDevice/restore') && (
              <Button
                type="link"
                size="small"
                disabled={d.expiry_state === 'expired'}
                onClick={() => void restore([d])}
              >
                {t('devices.actions.restore')}
              </Button>
            )}
            {can('POST /ipDevice/delete') && (
              <Button type="link" size="small" danger onClick={() => remove([d])}>
                {t(inBin ? 'devices.actions.purge' : 'devices.actions.delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, join, can, inBin, check, checking, checkPending, setAutoRenew, navigate, restore, remove],
  );

  const filters = useMemo<FilterDef[]>(
    () => [
      { name: 'keyword', label: t('filter.keyword'), type: 'text', placeholder: t('devices.keywordPlaceholder') },
      {
        name: 'kind',
        label: t('devices.fields.kind'),
        type: 'select',
        options: (['platform', 'own', 'local'] as const).map((k) => ({ value: k, label: t(`devices.kinds.${k}`) })),
      },
    ],
    [t],
  );

  const current = DEVICE_VIEWS.find((v) => v.view === view)!;

  return (
    <>
      <PageTitle>{t('devices.pageTitle')}</PageTitle>
      <ViewTabs
        activePath={current.path}
        views={DEVICE_VIEWS.map((v) => ({ path: v.path, label: t(v.labelKey), count: counts?.[v.view] }))}
      />
      <ListPage<IpDevice, DeviceQuery>
        rowKey="id"
        queryKey={networkKeys.devices}
        columns={columns}
        fetchPage={fetchPage}
        fixedParams={{ view }}
        filters={filters}
        settingsKey="network.devices"
        bulkActions={(rows, clear) => (
          <Space wrap>
            {!inBin && can('POST /ipDevice/renew') && (
              <Button disabled={!allRenewable(rows)} onClick={() => void navigate(renewPath(rows.map((r) => r.id)))}>
                {t('actions.bulkRenew')}
              </Button>
            )}
            {inBin && can('POST /ipDevice/restore') && (
              <Button disabled={rows.length === 0} onClick={() => void restore(rows, clear)}>
                {t('devices.actions.restore')}
              </Button>
            )}
            {can('POST /ipDevice/delete') && (
              <Button danger disabled={rows.length === 0} onClick={() => remove(rows, clear)}>
                {t(inBin ? 'devices.actions.purge' : 'devices.actions.delete')}
              </Button>
            )}
          </Space>
        )}
        toolbar={
          <Space wrap>
            {can('POST /ipDevice/buy') && (
              <Button type="primary" onClick={() => void navigate(DEVICE_BUY_PATH)}>
                {t('devices.actions.buy')}
              </Button>
            )}
            {can('POST /ipDevice/add') && <Button onClick={() => setEditing('new')}>{t('devices.actions.add')}</Button>}
            {can('POST /ipDevice/import') && (
              <Button onClick={() => setImporting(true)}>{t('devices.actions.import')}</Button>
            )}
          </Space>
        }
      />
      <DeviceFormDialog device={editing} onClose={() => setEditing(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}

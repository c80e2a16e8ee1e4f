// Cloud number management (spec §2): one list screen, five views chosen by the route, counters
// from GET /cloudNumber/cnt cached under the list's key, so whatever reloads the list reloads them.
// Selection → bulk renewal (/cloud/cloudRenew?ids=) or transfer; auto-renew per row.
import { formatFen, useCan } from '@console/shared';
import { expiryColumns, type ListColumn, ListPage } from '@console/ui';
import { App, Button, Space, Switch, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEVICES_NS } from '../i18n';
import { devicesKeys } from '../queryKeys';
import { type CloudNumber, cloudNumbers } from './api';
import { TransferDialog } from './TransferDialog';
import { ViewNav } from './ViewNav';
import { BUY_PATH, type CloudNumberView, renewPath, viewPath } from './views';

const STATUS_COLOR: Record<CloudNumber['status'], string> = {
  in_use: 'success',
  unsubscribing: 'warning',
  unsubscribed: 'default',
};

export function CloudNumberListPage({ view }: { view: CloudNumberView }) {
  const { t } = useTranslation(DEVICES_NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const can = useCan();
  // a failure was shown by the request layer; the list still shows, the view links without counts
  const counts = useQuery({ queryKey: devicesKeys.cloudNumberCnt, queryFn: () => cloudNumbers.cnt() }).data;
  const queryClient = useQueryClient();
  const [transferring, setTransferring] = useState<CloudNumber[]>([]);
  const [clearSelection, setClearSelection] = useState<() => void>(() => () => undefined);

  const fetchPage = useCallback(
    (q: { page: number; limit: number; view: CloudNumberView; keyword?: string }) => cloudNumbers.list(q),
    [],
  );

  const { mutate: setAutoRenew } = useMutation({
    mutationFn: ({ n, on }: { n: CloudNumber; on: boolean }) => cloudNumbers.autoRenew([n.id], on),
    // a failure was shown by the request layer
    onSuccess: (_, { on }) => {
      void message.success(t(on ? 'cloudNumbers.autoRenewOn' : 'cloudNumbers.autoRenewOff'));
      void queryClient.invalidateQueries({ queryKey: devicesKeys.cloudNumbers });
    },
  });

  const columns = useMemo<ListColumn<CloudNumber>[]>(
    () => [
      { key: 'number', dataIndex: 'number', title: t('cloudNumbers.columns.number') },
      {
        key: 'region',
        title: t('cloudNumbers.columns.region'),
        render: (_, n) => t(`cloudNumbers.regions.${n.region}`),
      },
      {
        key: 'physical_number',
        title: t('cloudNumbers.columns.physicalNumber'),
        render: (_, n) => n.physical_number ?? <Tag>{t('cloudNumbers.noPhysical')}</Tag>,
      },
      { key: 'phone_name', title: t('cloudNumbers.columns.phone'), render: (_, n) => n.phone_name || '-' },
      {
        key: 'assigned_user_name',
        title: t('cloudNumbers.columns.holder'),
        render: (_, n) => n.assigned_user_name || '-',
      },
      {
        key: 'monthly_fee_fen',
        title: t('cloudNumbers.columns.monthlyFee'),
        render: (_, n) => formatFen(n.monthly_fee_fen),
      },
      {
        key: 'auto_renew',
        title: t('cloudNumbers.columns.autoRenew'),
        render: (_, n) => (
          <Switch
            size="small"
            aria-label={t('cloudNumbers.columns.autoRenew')}
            checked={n.auto_renew === 1}
            disabled={!can('POST /cloudNumber/autoRenew') || n.status === 'unsubscribed'}
            onChange={(on) => setAutoRenew({ n, on })}
          />
        ),
      },
      {
        key: 'status',
        title: t('cloudNumbers.columns.status'),
        render: (_, n) => <Tag color={STATUS_COLOR[n.status]}>{t(`cloudNumbers.status.${n.status}`)}</Tag>,
      },
      ...expiryColumns<CloudNumber>({
        expiration: t('cloudNumbers.columns.expirationTime'),
        remaining: t('cloudNumbers.columns.remaining'),
      }),
    ],
    [t, can, setAutoRenew],
  );

  const filters = useMemo(
    () => [
      {
        name: 'keyword',
        label: t('cloudNumbers.filter.keyword'),
        type: 'text' as const,
        placeholder: t('cloudNumbers.filter.keywordPlaceholder'),
      },
    ],
    [t],
  );

  const live = (rows: CloudNumber[]) => rows.length > 0 && rows.every((r) => r.status !== 'unsubscribed');

  return (
    <>
      <ViewNav activePath={viewPath(view)} counts={counts} />
      <ListPage<CloudNumber, Parameters<typeof fetchPage>[0]>
        rowKey="id"
        columns={columns}
        fetchPage={fetchPage}
        fixedParams={{ view }}
        filters={filters}
        settingsKey="devices.cloudNumbers"
        queryKey={devicesKeys.cloudNumbers}
        bulkActions={(rows, clear) => (
          <Space>
            {can('POST /cloudNumber/renew') && (
              // unsubscribed numbers cannot be retrieved (spec §4), so they cannot be renewed either
              <Button disabled={!live(rows)} onClick={() => navigate(renewPath(rows.map((r) => r.id)))}>
                {t('cloudNumbers.actions.bulkRenew')}
              </Button>
            )}
            {can('POST /cloudNumber/transfer') && (
              <Button
                disabled={!live(rows)}
                onClick={() => {
                  setClearSelection(() => clear);
                  setTransferring(rows);
                }}
              >
                {t('cloudNumbers.actions.transfer')}
              </Button>
            )}
          </Space>
        )}
        toolbar={
          can('POST /cloudNumber/buy') && (
            <Button type="primary" onClick={() => navigate(BUY_PATH)}>
              {t('cloudNumbers.actions.buy')}
            </Button>
          )
        }
      />
      <TransferDialog
        numbers={transferring}
        onClose={() => setTransferring([])}
        onDone={() => {
          void message.success(t('cloudNumbers.transfer.done'));
          setTransferring([]);
          clearSelection();
        }}
      />
    </>
  );
}

// Renewal of the cloud numbers in ?ids=1,2 (spec §2): each number with its monthly fee, then the
// checkout kit (months, payment, one confirm step); the server extends each expiry by the months
// paid. Numbers unsubscribed or not found are said so and left out.
import { formatFen } from '@console/shared';
import { CheckoutPage, formatDateTime } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Spin, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DEVICES_NS } from '../i18n';
import { LoadFailed } from '../purchase/LoadFailed';
import { devicesKeys } from '../queryKeys';
import { type CloudNumber, type CloudNumberResource, cloudNumbers } from './api';
import { type NumberRenewValues, useNumberRenewCheckout } from './checkouts';
import { MonthsField } from './MonthsField';
import { LIST_PATH, parseIds } from './views';

/** Every number of the enterprise in use, so the page can show the selected ones. */
const ALL_IN_USE = { page: 1, limit: 99999, view: 'inUse' as const };

export function CloudRenewPage() {
  const { t } = useTranslation(DEVICES_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ids = useMemo(() => parseIds(params.get('ids')), [params]);
  const resource = useQuery({
    queryKey: devicesKeys.cloudNumberResource,
    queryFn: () => cloudNumbers.resource(),
    staleTime: 0,
  });
  const inUse = useQuery({
    // under the list's key: a renewal (or any write to the numbers) refreshes it
    queryKey: [...devicesKeys.cloudNumbers, 'list', ALL_IN_USE],
    queryFn: () => cloudNumbers.list(ALL_IN_USE),
    enabled: ids.length > 0,
  });
  const rows = useMemo(() => inUse.data?.list.filter((n) => ids.includes(n.id)), [ids, inUse.data]);

  if (ids.length === 0 || inUse.isError || rows?.length === 0)
    return (
      <Result
        status="info"
        title={t(ids.length === 0 ? 'cloudNumbers.renew.none' : 'cloudNumbers.renew.missing')}
        data-testid="renew-empty"
        extra={<Button onClick={() => void navigate(LIST_PATH)}>{t('cloudNumbers.toList')}</Button>}
      />
    );
  if (resource.isError && !resource.data) return <LoadFailed onRetry={() => void resource.refetch()} />;
  if (!resource.data || !rows) return <Spin />;
  return <RenewCheckout resource={resource.data} rows={rows} missing={rows.length < ids.length} />;
}

function RenewCheckout({
  resource,
  rows,
  missing,
}: {
  resource: CloudNumberResource;
  rows: CloudNumber[];
  missing: boolean;
}) {
  const { t } = useTranslation(DEVICES_NS);
  const definition = useNumberRenewCheckout(
    resource,
    rows.map((r) => r.id),
  );
  const table = <NumbersTable rows={rows} />;
  return (
    <CheckoutPage<NumberRenewValues, NonNullable<ReturnType<typeof definition.query>>>
      definition={definition}
      title={t('cloudNumbers.renew.title')}
      initialValues={{ months: 1 }}
      intro={
        <>
          {missing && (
            <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('cloudNumbers.renew.missing')} />
          )}
          {table}
        </>
      }
      // the list is read again after the renewal: the numbers with their new expiry
      resultExtra={table}
    >
      <MonthsField months={resource.months} />
    </CheckoutPage>
  );
}

function NumbersTable({ rows }: { rows: CloudNumber[] }) {
  const { t } = useTranslation(DEVICES_NS);
  return (
    <Table<CloudNumber>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={rows}
      style={{ marginBottom: 24 }}
      data-testid="renew-numbers"
      columns={[
        { key: 'number', dataIndex: 'number', title: t('cloudNumbers.columns.number') },
        {
          key: 'region',
          title: t('cloudNumbers.columns.region'),
          render: (_, n) => t(`cloudNumbers.regions.${n.region}`),
        },
        { key: 'fee', title: t('cloudNumbers.columns.monthlyFee'), render: (_, n) => formatFen(n.monthly_fee_fen) },
        {
          key: 'exp',
          title: t('cloudNumbers.columns.expirationTime'),
          render: (_, n) => formatDateTime(n.expiration_time),
        },
      ]}
    />
  );
}

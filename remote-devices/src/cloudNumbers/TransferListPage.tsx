// Transfer records of cloud numbers (spec §2 "transfer records"): who handed which number to whom.
import { formatDateTime, type ListColumn, ListPage } from '@console/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICES_NS } from '../i18n';
import { type CloudNumberTransfer, cloudNumbers } from './api';
import { ViewNav } from './ViewNav';
import { TRANSFERS_PATH } from './views';

export function TransferListPage() {
  const { t } = useTranslation(DEVICES_NS);
  const columns = useMemo<ListColumn<CloudNumberTransfer>[]>(
    () => [
      { key: 'number', dataIndex: 'number', title: t('cloudNumbers.columns.number') },
      { key: 'from_user_name', title: t('cloudNumbers.transfers.from'), render: (_, r) => r.from_user_name || '-' },
      { key: 'to_user_name', dataIndex: 'to_user_name', title: t('cloudNumbers.transfers.to') },
      { key: 'operator_name', dataIndex: 'operator_name', title: t('cloudNumbers.transfers.operator') },
      { key: 'created_at', title: t('cloudNumbers.transfers.time'), render: (_, r) => formatDateTime(r.created_at) },
    ],
    [t],
  );
  return (
    <>
      <ViewNav activePath={TRANSFERS_PATH} />
      <ListPage<CloudNumberTransfer>
        rowKey="id"
        queryKey={['devices', 'cloudNumberTransfers']}
        columns={columns}
        fetchPage={(q: { page: number; limit: number }) => cloudNumbers.transfers({ page: q.page, limit: q.limit })}
        settingsKey="devices.cloudNumberTransfers"
      />
    </>
  );
}

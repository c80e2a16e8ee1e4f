// The 'transfer records' view: every store handover (who, from, to, when), newest first; an
// ordinary employee sees the records naming them.
import { formatDateTime, type FilterDef, type ListColumn, ListPage } from '@console/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type StoreTransfer, type StoreTransferQuery, stores } from '../api/stores';
import { STORES_NS } from '../i18n';
import { storeKeys } from '../queryKeys';

const fetchTransfers = (q: StoreTransferQuery) => stores.transfers(q);

export function TransferList() {
  const { t } = useTranslation(STORES_NS);
  const columns = useMemo<ListColumn<StoreTransfer>[]>(
    () => [
      { key: 'store_name', dataIndex: 'store_name', title: t('transfers.store') },
      { key: 'from_user', dataIndex: 'from_user', title: t('transfers.from') },
      { key: 'to_user', dataIndex: 'to_user', title: t('transfers.to') },
      { key: 'operator', dataIndex: 'operator', title: t('transfers.operator') },
      { key: 'created_at', title: t('transfers.time'), render: (_, r) => formatDateTime(r.created_at) },
    ],
    [t],
  );
  const filters = useMemo<FilterDef[]>(
    () => [
      { name: 'keyword', label: t('filter.keyword'), type: 'text', placeholder: t('transfers.keywordPlaceholder') },
    ],
    [t],
  );
  return (
    <ListPage<StoreTransfer, StoreTransferQuery>
      rowKey="id"
      queryKey={storeKeys.transfers}
      columns={columns}
      fetchPage={fetchTransfers}
      filters={filters}
      settingsKey="stores.transfers"
    />
  );
}

// 云同步记录 (/phone/syncRecord, managers): every cloud sync (GET /phone/syncRecords), newest first.
import { type ListColumn, ListPage, formatDateTime } from '@console/ui';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneOps, type SyncRecord } from '../api/phoneOps';
import { DEVICES_NS } from '../i18n';

const RESULT_COLOR: Record<SyncRecord['result'], string> = { success: 'success', partial: 'warning', failed: 'error' };

export function SyncRecordsPage() {
  const { t } = useTranslation(DEVICES_NS);
  const columns = useMemo<ListColumn<SyncRecord>[]>(
    () => [
      {
        key: 'created_at',
        dataIndex: 'created_at',
        title: t('syncRecords.time'),
        render: (v: string) => formatDateTime(v),
      },
      { key: 'phone_count', dataIndex: 'phone_count', title: t('syncRecords.phones') },
      {
        key: 'result',
        title: t('syncRecords.result'),
        render: (_, r) => <Tag color={RESULT_COLOR[r.result] ?? 'default'}>{t(`syncRecords.results.${r.result}`)}</Tag>,
      },
      { key: 'detail', dataIndex: 'detail', title: t('syncRecords.detail'), render: (v: string) => v || '-' },
      { key: 'user_name', dataIndex: 'user_name', title: t('syncRecords.operator'), render: (v: string) => v || '-' },
    ],
    [t],
  );
  return (
    <ListPage<SyncRecord>
      title={t('syncRecords.title')}
      rowKey="id"
      queryKey={['devices', 'syncRecords']}
      columns={columns}
      fetchPage={(q: { page: number; limit: number }) => phoneOps.syncRecords({ page: q.page, limit: q.limit })}
      settingsKey="devices.syncRecords"
    />
  );
}

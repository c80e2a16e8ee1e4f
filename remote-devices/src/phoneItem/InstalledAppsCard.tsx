// Apps on this phone (GET /app/installed?phone_id=), paged by the server.
import { formatDateTime } from '@console/ui';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { type InstalledApp, phoneDetail } from '../api/phoneDetail';
import { DEVICES_NS } from '../i18n';
import { devicesKeys } from '../queryKeys';
import { useServerPage } from './useServerPage';

const PAGE_SIZE = 10;

export function InstalledAppsCard({ phoneId }: { phoneId: number }) {
  const { t } = useTranslation(DEVICES_NS);
  const { page, setPage, data, loading } = useServerPage(
    (p) => devicesKeys.phoneApps(phoneId, p),
    (p) => phoneDetail.installedApps(phoneId, p, PAGE_SIZE),
  );

  return (
    <Card title={t('phoneItem.serve.apps')} size="small">
      <Table<InstalledApp>
        rowKey={(r) => `${r.app_id}`}
        size="small"
        loading={loading}
        dataSource={data?.list ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { key: 'app_name', dataIndex: 'app_name', title: t('phoneItem.serve.appName') },
          {
            key: 'version',
            dataIndex: 'version',
            title: t('phoneItem.serve.appVersion'),
            render: (v: string) => v || '-',
          },
          { key: 'status', dataIndex: 'status', title: t('phoneItem.serve.appStatus') },
          { key: 'updated_at', title: t('phoneItem.serve.updatedAt'), render: (_, r) => formatDateTime(r.updated_at) },
        ]}
      />
    </Card>
  );
}

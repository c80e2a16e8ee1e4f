// The phone's recent tasks (GET /phone/tasks?phone_id=), newest first, paged by the server.
import { formatDateTime } from '@console/ui';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { phoneDetail } from '../api/phoneDetail';
import type { Task } from '../api/tasks';
import { DEVICES_NS } from '../i18n';
import { devicesKeys } from '../queryKeys';
import { TaskStatusTag } from '../phones/TaskResults';
import { useServerPage } from './useServerPage';

const PAGE_SIZE = 10;

export function PhoneTasksCard({ phoneId }: { phoneId: number }) {
  const { t } = useTranslation(DEVICES_NS);
  const { page, setPage, data, loading } = useServerPage(
    (p) => devicesKeys.phoneTasks(phoneId, p),
    (p) => phoneDetail.tasks(phoneId, p, PAGE_SIZE),
  );

  return (
    <Card title={t('phoneItem.tasks.title')} size="small">
      <Table<Task>
        rowKey="id"
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
          {
            key: 'kind',
            title: t('phoneItem.tasks.kind'),
            render: (_, r) => t(`phoneItem.tasks.kinds.${r.kind}`, { defaultValue: r.kind }),
          },
          {
            key: 'status',
            title: t('phoneItem.tasks.status'),
            render: (_, r) => <TaskStatusTag status={r.status} />,
          },
          { key: 'result', title: t('phoneItem.tasks.result'), render: (_, r) => r.result || '-' },
          { key: 'created_at', title: t('phoneItem.tasks.createdAt'), render: (_, r) => formatDateTime(r.created_at) },
          {
            key: 'finished_at',
            title: t('phoneItem.tasks.finishedAt'),
            render: (_, r) => formatDateTime(r.finished_at),
          },
        ]}
      />
    </Card>
  );
}

// Per-phone results of an operation (the tasks the server returned): a status tag and the
// provider's message for each phone. useTaskReport: a message when one phone succeeded,
// otherwise this small dialog.
import { DraggableModal } from '@console/ui';
import { App, Table, Tag } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task, TaskStatus } from '../api/phoneOps';
import { DEVICES_NS } from '../i18n';

const STATUS_COLOR: Record<TaskStatus, string> = {
  pending: 'default',
  running: 'processing',
  success: 'success',
  failed: 'error',
};

export function TaskStatusTag({ status }: { status: TaskStatus }) {
  const { t } = useTranslation(DEVICES_NS);
  return <Tag color={STATUS_COLOR[status] ?? 'default'}>{t(`taskStatus.${status}`)}</Tag>;
}

export function TaskTable({ tasks }: { tasks: Task[] }) {
  const { t } = useTranslation(DEVICES_NS);
  return (
    <Table<Task>
      size="small"
      rowKey="id"
      dataSource={tasks}
      pagination={tasks.length > 10 ? { pageSize: 10, size: 'small' } : false}
      columns={[
        { key: 'phone', dataIndex: 'phone_name', title: t('columns.phoneName') },
        { key: 'status', title: t('tasks.status'), render: (_, task) => <TaskStatusTag status={task.status} /> },
        { key: 'result', dataIndex: 'result', title: t('tasks.result'), render: (v: string) => v || '-' },
      ]}
    />
  );
}

export function useTaskReport(): { report: (tasks: Task[]) => void; dialog: ReactNode } {
  const { t } = useTranslation(DEVICES_NS);
  const { message } = App.useApp();
  const [shown, setShown] = useState<Task[] | null>(null);

  const report = useCallback(
    (tasks: Task[]) => {
      if (tasks.length === 1 && tasks[0].status === 'success')
        message.success(t('tasks.oneDone', { name: tasks[0].phone_name }));
      else setShown(tasks);
    },
    [message, t],
  );

  const failed = shown?.filter((x) => x.status === 'failed').length ?? 0;
  const dialog = (
    <DraggableModal
      open={shown !== null}
      title={t('tasks.title')}
      onCancel={() => setShown(null)}
      onOk={() => setShown(null)}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('dialog.ok')}
    >
      {shown && (
        <>
          <p data-testid="task-summary">{t('tasks.summary', { n: shown.length, failed })}</p>
          <TaskTable tasks={shown} />
        </>
      )}
    </DraggableModal>
  );
  return { report, dialog };
}

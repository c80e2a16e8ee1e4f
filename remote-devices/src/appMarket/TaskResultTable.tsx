// Per-phone outcome of an install/uninstall: the area's task table under a one-line summary.
import { useTranslation } from 'react-i18next';
import type { Task } from '../api/tasks';
import { DEVICES_NS } from '../i18n';
import { TaskTable } from '../phones/TaskResults';

export function TaskResultTable({ tasks }: { tasks: Task[] }) {
  const { t } = useTranslation(DEVICES_NS);
  const failed = tasks.filter((x) => x.status === 'failed').length;
  return (
    <>
      <p data-testid="app-task-summary">{t('appMarket.tasks.summary', { n: tasks.length, failed })}</p>
      <TaskTable tasks={tasks} />
    </>
  );
}

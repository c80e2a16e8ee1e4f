// /app/manage — application management: which app is on which phone (GET /app/installed),
// filtered by app and phone; managers uninstall, and see the result per phone.
import type { Task } from '../api/tasks';
import { DraggableModal, formatDateTime, type FilterDef, type ListColumn, ListPage, useConfirm } from '@console/ui';
import { Button, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEVICES_NS } from '../i18n';
import { devicesKeys } from '../queryKeys';
import { useCan } from '@console/shared';
import { appMarket, type InstalledApp, type MarketApp, type PhoneOption } from './api';
import { TaskResultTable } from './TaskResultTable';

const STATUS_COLOR: Record<string, string> = {
  installed: 'success',
  installing: 'processing',
  uninstalling: 'processing',
  failed: 'error',
};

export function AppManagePage() {
  const { t } = useTranslation(DEVICES_NS);
  const modal = useConfirm();
  const navigate = useNavigate();
  const can = useCan();
  const queryClient = useQueryClient();
  const [tasks, setTasks] = useState<Task[] | null>(null);

  // filter choices: the whole catalogue and every visible phone (a failure leaves them empty)
  const appList = useQuery({ queryKey: [...devicesKeys.apps, 'all'], queryFn: () => appMarket.all() }).data;
  const phoneList = useQuery({ queryKey: devicesKeys.visiblePhones, queryFn: () => appMarket.phones() }).data;
  const apps = useMemo<MarketApp[]>(() => appList ?? [], [appList]);
  const phones = useMemo<PhoneOption[]>(() => phoneList ?? [], [phoneList]);

  const { mutateAsync: uninstallApp } = useMutation({
    mutationFn: (row: InstalledApp) => appMarket.uninstall(row.app_id, [row.phone_id]),
    onSuccess: (res) => {
      setTasks(res.tasks);
      void queryClient.invalidateQueries({ queryKey: devicesKeys.installedApps });
      void queryClient.invalidateQueries({ queryKey: devicesKeys.apps }); // installed counts
    },
  });

  const uninstall = useCallback(
    (row: InstalledApp) =>
      modal.confirm({
        title: t('appMarket.uninstall.title'),
        content: t('appMarket.uninstall.content', { app: row.app_name, phone: row.phone_name }),
        okText: t('appMarket.dialog.ok'),
        cancelText: t('appMarket.dialog.cancel'),
        onOk: () => uninstallApp(row),
      }),
    [modal, t, uninstallApp],
  );

  const columns = useMemo<ListColumn<InstalledApp>[]>(
    () => [
      { key: 'phone_name', dataIndex: 'phone_name', title: t('appMarket.columns.phone') },
      { key: 'app_name', dataIndex: 'app_name', title: t('appMarket.columns.name') },
      { key: 'version', dataIndex: 'version', title: t('appMarket.columns.version') },
      {
        key: 'status',
        title: t('appMarket.columns.status'),
        render: (_, r) => (
          <Tag color={STATUS_COLOR[r.status] ?? 'default'}>
            {t(`appMarket.installStatus.${r.status}`, { defaultValue: r.status })}
          </Tag>
        ),
      },
      { key: 'updated_at', title: t('appMarket.columns.updatedAt'), render: (_, r) => formatDateTime(r.updated_at) },
      ...(can('POST /app/uninstall')
        ? [
            {
              key: 'actions',
              title: t('appMarket.columns.actions'),
              fixed: 'right' as const,
              render: (_: unknown, r: InstalledApp) => (
                <Button type="link" size="small" danger onClick={() => uninstall(r)}>
                  {t('appMarket.actions.uninstall')}
                </Button>
              ),
            },
          ]
        : []),
    ],
    [t, can, uninstall],
  );

  const filters = useMemo<FilterDef[]>(
    () => [
      {
        name: 'app_id',
        label: t('appMarket.filter.app'),
        type: 'select',
        options: apps.map((a) => ({ value: String(a.id), label: a.name })),
      },
      {
        name: 'phone_id',
        label: t('appMarket.filter.phone'),
        type: 'select',
        options: phones.map((p) => ({ value: String(p.id), label: p.phone_name })),
      },
    ],
    [t, apps, phones],
  );

  return (
    <>
      <ListPage<InstalledApp>
        title={t('appMarket.manageTitle')}
        rowKey={(r) => `${r.phone_id}-${r.app_id}`}
        columns={columns}
        fetchPage={appMarket.installed}
        filters={filters}
        settingsKey="devices.appManage"
        queryKey={devicesKeys.installedApps}
        toolbar={<Button onClick={() => navigate('/mall/all')}>{t('appMarket.actions.market')}</Button>}
      />
      <DraggableModal
        open={tasks !== null}
        title={t('appMarket.tasks.title')}
        onCancel={() => setTasks(null)}
        footer={
          <Button type="primary" onClick={() => setTasks(null)}>
            {t('appMarket.dialog.close')}
          </Button>
        }
      >
        {tasks && <TaskResultTable tasks={tasks} />}
      </DraggableModal>
    </>
  );
}

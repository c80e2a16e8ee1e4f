// /mall/all — the app market: the platform catalogue plus the enterprise's own APKs, searchable;
// managers upload APKs, install any app onto phones and delete their own unused apps.
import { formatDateTime, type FilterDef, type ListColumn, ListPage, useConfirm } from '@console/ui';
import { App, Button, Space, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { DEVICES_NS } from '../i18n';
import { devicesKeys } from '../queryKeys';
import { useCan } from '@console/shared';
import { appMarket, type MarketApp } from './api';
import { AppIcon } from './AppIcon';
import { InstallDialog } from './InstallDialog';
import { formatSize } from './rules';
import { UploadAppDialog } from './UploadAppDialog';

export function AppMarketPage() {
  const { t } = useTranslation(DEVICES_NS);
  const { message } = App.useApp();
  const modal = useConfirm();
  const navigate = useNavigate();
  const can = useCan();
  const queryClient = useQueryClient();
  // the catalogue changed (upload, delete, install count): its list and the management filters
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: devicesKeys.apps });
    void queryClient.invalidateQueries({ queryKey: devicesKeys.installedApps });
  }, [queryClient]);
  const [uploading, setUploading] = useState(false);
  const [installing, setInstalling] = useState<MarketApp | null>(null);

  const remove = useCallback(
    (app: MarketApp) =>
      modal.confirm({
        title: t('appMarket.delete.title'),
        content: t('appMarket.delete.content', { name: app.name }),
        okText: t('appMarket.dialog.ok'),
        cancelText: t('appMarket.dialog.cancel'),
        onOk: async () => {
          await appMarket.remove(app.id);
          message.success(t('appMarket.delete.done'));
          reload();
        },
      }),
    [message, modal, reload, t],
  );

  const columns = useMemo<ListColumn<MarketApp>[]>(
    () => [
      { key: 'icon', title: t('appMarket.columns.icon'), width: 64, render: (_, a) => <AppIcon app={a} /> },
      { key: 'name', dataIndex: 'name', title: t('appMarket.columns.name') },
      { key: 'package_name', dataIndex: 'package_name', title: t('appMarket.columns.packageName') },
      { key: 'version', dataIndex: 'version', title: t('appMarket.columns.version') },
      { key: 'size', title: t('appMarket.columns.size'), render: (_, a) => formatSize(a.size_bytes) },
      {
        key: 'description',
        dataIndex: 'description',
        title: t('appMarket.columns.description'),
        render: (v: string) => v || '-',
      },
      {
        key: 'source',
        title: t('appMarket.columns.source'),
        render: (_, a) =>
          a.source === 'platform' ? (
            <Tag color="blue">{t('appMarket.source.platform')}</Tag>
          ) : (
            <Tag color="green">{t('appMarket.source.own')}</Tag>
          ),
      },
      { key: 'installed_count', dataIndex: 'installed_count', title: t('appMarket.columns.installedCount') },
      {
        key: 'created_at',
        title: t('appMarket.columns.createdAt'),
        defaultHidden: true,
        render: (_, a) => formatDateTime(a.created_at),
      },
      {
        key: 'actions',
        title: t('appMarket.columns.actions'),
        fixed: 'right',
        render: (_, a) => (
          <Space size={0}>
            {can('POST /app/install') && (
              <Button type="link" size="small" onClick={() => setInstalling(a)}>
                {t('appMarket.actions.install')}
              </Button>
            )}
            <Button type="link" size="small" onClick={() => navigate(`/app/manage?app_id=${a.id}`)}>
              {t('appMarket.actions.where')}
            </Button>
            {can('POST /app/delete') && a.source === 'own' && (
              <Button type="link" size="small" danger onClick={() => remove(a)}>
                {t('appMarket.actions.delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, can, navigate, remove],
  );

  const filters = useMemo<FilterDef[]>(
    () => [
      {
        name: 'keyword',
        label: t('appMarket.filter.keyword'),
        type: 'text',
        placeholder: t('appMarket.filter.keywordPlaceholder'),
      },
    ],
    [t],
  );

  return (
    <>
      <ListPage<MarketApp>
        title={t('appMarket.title')}
        rowKey="id"
        columns={columns}
        fetchPage={appMarket.list}
        filters={filters}
        settingsKey="devices.appMarket"
        queryKey={devicesKeys.apps}
        toolbar={
          <>
            {can('POST /app/add') && (
              <Button type="primary" onClick={() => setUploading(true)}>
                {t('appMarket.actions.upload')}
              </Button>
            )}
            <Button onClick={() => navigate('/app/manage')}>{t('appMarket.actions.manage')}</Button>
          </>
        }
      />
      <UploadAppDialog open={uploading} onClose={() => setUploading(false)} />
      <InstallDialog app={installing} onClose={() => setInstalling(null)} />
    </>
  );
}

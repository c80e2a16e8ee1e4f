// 回收站 (/phone/recycle, admins): phones deleted from the lists. Unexpired ones can be restored
// (spec §4); deleting again purges them for good, after a danger confirmation.
import type { Phone } from '@console/shared';
import { type ListColumn, ListPage, expiryColumns, useConfirm } from '@console/ui';
import { App, Button, Space } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { phoneOps } from '../api/phoneOps';
import { DEVICES_NS } from '../i18n';
import { devicesKeys } from '../queryKeys';
import { shellServices } from '@console/shared';

export function RecyclePage() {
  const { t } = useTranslation(DEVICES_NS);
  const { message } = App.useApp();
  const modal = useConfirm();
  const queryClient = useQueryClient();
  // restored or deleted phones: this list, the device list and the shell's counters change
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: devicesKeys.recycle });
    void queryClient.invalidateQueries({ queryKey: devicesKeys.phones });
    shellServices().countersChanged();
  }, [queryClient]);

  const restore = useCallback(
    async (rows: Phone[], clear?: () => void) => {
      try {
        const r = await phoneOps.restore(rows.map((p) => p.id));
        message.success(t('recycle.restored', { n: r.restored }));
        clear?.();
        reload();
      } catch {
        // shown by the request layer
      }
    },
    [message, t, reload],
  );

  const purge = useCallback(
    (rows: Phone[], clear?: () => void) => {
      modal.confirm({
        title: t('recycle.purgeTitle', { n: rows.length }),
        content: t('recycle.purgeContent'),
        okText: t('recycle.purge'),
        okButtonProps: { danger: true },
        cancelText: t('dialog.cancel'),
        onOk: async () => {
          try {
            const r = await phoneOps.remove(rows.map((p) => p.id));
            message.success(t('recycle.purged', { n: r.purged }));
            clear?.();
            reload();
          } catch {
            // shown by the request layer
          }
        },
      });
    },
    [modal, message, t, reload],
  );

  const columns = useMemo<ListColumn<Phone>[]>(
    () => [
      { key: 'phone_name', dataIndex: 'phone_name', title: t('columns.phoneName') },
      { key: 'is_domestic_name', dataIndex: 'is_domestic_name', title: t('columns.info') },
      { key: 'spec_name', dataIndex: 'spec_name', title: t('columns.spec') },
      { key: 'version', dataIndex: 'version', title: t('columns.version') },
      { key: 'remark', dataIndex: 'remark', title: t('columns.remark'), render: (v: string | null) => v || '-' },
      ...expiryColumns<Phone>({ expiration: t('columns.expirationTime'), remaining: t('columns.remaining') }),
      {
        key: 'actions',
        title: t('columns.actions'),
        render: (_, p) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => restore([p])}>
              {t('recycle.restore')}
            </Button>
            <Button type="link" size="small" danger onClick={() => purge([p])}>
              {t('recycle.purge')}
            </Button>
          </Space>
        ),
      },
    ],
    [t, restore, purge],
  );

  return (
    <ListPage<Phone>
      title={t('recycle.title')}
      rowKey="id"
      columns={columns}
      fetchPage={(q: { page: number; limit: number }) => phoneOps.retrievalList({ page: q.page, limit: q.limit })}
      settingsKey="devices.recycle"
      queryKey={devicesKeys.recycle}
      bulkActions={(rows, clear) => (
        <>
          <Button disabled={rows.length === 0} onClick={() => restore(rows, clear)}>
            {t('recycle.restore')}
          </Button>
          <Button danger disabled={rows.length === 0} onClick={() => purge(rows, clear)}>
            {t('recycle.purge')}
          </Button>
        </>
      )}
    />
  );
}

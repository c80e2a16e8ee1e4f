// 部门管理 (/department/all): departments with member count and manager; create, rename, set the
// manager, delete (the server refuses while it has members: 该部门下还有成员，请先移出成员).
import { PlusOutlined } from '@ant-design/icons';
import { useCan } from '@console/shared';
import { type FilterDef, type ListColumn, ListPage, useConfirm } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Department, DEPARTMENT_EXPORT_PATH, type DepartmentListQuery, departments, orgKeys } from '../api/org';
import { ORG_NS } from '../i18n';
import { useOrgAction } from '../members/useOrgAction';
import { DepartmentDialog } from './DepartmentDialog';

export function DepartmentListPage() {
  const { t } = useTranslation(ORG_NS);
  const can = useCan();
  const { message } = App.useApp();
  const modal = useConfirm();
  const { run } = useOrgAction();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ department?: Department } | null>(null);

  const remove = useCallback(
    (d: Department) =>
      modal.confirm({
        title: t('departments.confirmDelete', { name: d.name }),
        content: t('departments.confirmDeleteContent'),
        okText: t('departments.delete'),
        okButtonProps: { danger: true },
        cancelText: t('members.confirm.cancel'),
        onOk: async () => {
          if (
            await run(() => departments.remove(d.id), {
              failed: t('departments.failed.delete'),
              done: () => t('departments.done.delete'),
            })
          )
            void queryClient.invalidateQueries({ queryKey: orgKeys.departments });
        },
      }),
    [modal, t, run, queryClient],
  );

  const columns = useMemo<ListColumn<Department>[]>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('departments.name') },
      {
        key: 'member_count',
        title: t('departments.members'),
        render: (_, d) => <Link to={`/member/all?department_id=${d.id}`}>{d.member_count}</Link>,
      },
      { key: 'manager_name', title: t('departments.manager'), render: (_, d) => d.manager_name || '-' },
      {
        key: 'created_at',
        title: t('departments.createdAt'),
        render: (_, d) => dayjs(d.created_at).format('YYYY-MM-DD HH:mm:ss'),
      },
      {
        key: 'actions',
        title: t('departments.actions'),
        render: (_, d) => (
          <Space size={0}>
            {can('POST /department/update') && (
              <Button type="link" size="small" onClick={() => setDialog({ department: d })}>
                {t('departments.edit')}
              </Button>
            )}
            {can('POST /department/delete') && (
              <Button type="link" size="small" danger onClick={() => remove(d)}>
                {t('departments.delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, can, remove],
  );

  const filters = useMemo<FilterDef[]>(() => [{ name: 'keyword', label: t('departments.keyword'), type: 'text' }], [t]);

  return (
    <>
      <ListPage<Department, DepartmentListQuery>
        title={t('departments.title')}
        rowKey="id"
        queryKey={orgKeys.departments}
        columns={columns}
        fetchPage={departments.list}
        filters={filters}
        exportPath={DEPARTMENT_EXPORT_PATH}
        exportName="departments"
        settingsKey="org.departments"
        toolbar={
          can('POST /department/add') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
              {t('departments.add')}
            </Button>
          )
        }
      />
      <DepartmentDialog
        open={dialog !== null}
        department={dialog?.department}
        onClose={() => setDialog(null)}
        onDone={(text) => {
          void message.success(text);
          setDialog(null);
        }}
      />
    </>
  );
}

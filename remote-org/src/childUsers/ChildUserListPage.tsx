// 子用户 (/childUser/all): the enterprise's staff members with how many phones, sub-accounts and
// stores were handed to each (GET /childUser/all, paged on the server) and the member count
// summary (GET /childUser/cnt). "Authorize" opens authorization management for that member.
import { useCan } from '@console/shared';
import { type FilterDef, type ListColumn, ListPage } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ChildUser, type ChildUserQuery, childUsers, orgKeys } from '../api/org';
import { ORG_NS } from '../i18n';
import { useDepartmentOptions } from '../members/MemberListPage';

export function ChildUserListPage() {
  const { t } = useTranslation(ORG_NS);
  const can = useCan();
  const depts = useDepartmentOptions();
  const cnt = useQuery({ queryKey: [...orgKeys.childUsers, 'cnt'], queryFn: () => childUsers.cnt() });

  const columns = useMemo<ListColumn<ChildUser>[]>(
    () => [
      { key: 'username', dataIndex: 'username', title: t('columns.username') },
      { key: 'name', dataIndex: 'name', title: t('columns.name'), render: (v: string) => v || '-' },
      { key: 'phone', dataIndex: 'phone', title: t('columns.phone') },
      {
        key: 'role',
        title: t('columns.role'),
        render: (_, m) =>
          m.role === 'manager' ? <Tag color="blue">{t('role.manager')}</Tag> : <Tag>{t('role.employee')}</Tag>,
      },
      {
        key: 'department_name',
        title: t('columns.department'),
        render: (_, m) => m.department_name || <Typography.Text type="secondary">{t('noDepartment')}</Typography.Text>,
      },
      {
        key: 'status',
        title: t('columns.status'),
        render: (_, m) =>
          m.status === 'active' ? <Tag color="success">{t('status.active')}</Tag> : <Tag>{t('status.disabled')}</Tag>,
      },
      { key: 'phone_count', dataIndex: 'phone_count', title: t('childUsers.phones'), align: 'right' },
      { key: 'account_count', dataIndex: 'account_count', title: t('childUsers.accounts'), align: 'right' },
      { key: 'store_count', dataIndex: 'store_count', title: t('childUsers.stores'), align: 'right' },
      {
        key: 'last_login_at',
        title: t('members.columns.lastLogin'),
        render: (_, m) =>
          m.last_login_at ? (
            dayjs(m.last_login_at).format('YYYY-MM-DD HH:mm:ss')
          ) : (
            <Typography.Text type="secondary">{t('members.never')}</Typography.Text>
          ),
      },
      ...(can('POST /authorization/set')
        ? [
            {
              key: 'actions',
              title: t('members.columns.actions'),
              render: (_: unknown, m: ChildUser) => (
                <Link to={`/member/authorization?user_id=${m.id}`}>{t('childUsers.authorize')}</Link>
              ),
            },
          ]
        : []),
    ],
    [t, can],
  );

  const filters = useMemo<FilterDef[]>(
    () => [
      { name: 'keyword', label: t('filter.keyword'), type: 'text', placeholder: t('filter.keywordPlaceholder') },
      {
        name: 'department_id',
        label: t('filter.department'),
        type: 'select',
        options: [
          { label: t('noDepartment'), value: 0 },
          ...(depts.data ?? []).map((d) => ({ label: d.name, value: d.id })),
        ],
      },
    ],
    [t, depts.data],
  );

  return (
    <ListPage<ChildUser, ChildUserQuery>
      title={t('childUsers.title')}
      rowKey="id"
      queryKey={orgKeys.childUsers}
      columns={columns}
      fetchPage={childUsers.list}
      filters={filters}
      settingsKey="org.childUsers"
      toolbar={
        cnt.data && (
          <Typography.Text type="secondary" data-testid="child-user-summary">
            {t('childUsers.summary.all')} {cnt.data.allCnt} · {t('childUsers.summary.waiting')}{' '}
            {cnt.data.waitAllocateCnt}
          </Typography.Text>
        )
      }
    />
  );
}

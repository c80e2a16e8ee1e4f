// The member list screen ("Member management", spec §2/§3/§6): GET /member/list for admins and
// staff managers. The department filter's options are the enterprise's real departments
// (GET /department/list, read through the area's query cache) plus "no department" (0). An ordinary employee gets
// 40003: the request layer has shown the server message; the screen shows a 403 panel instead
// of a list that can never load.
import { type FilterDef, type ListColumn, ListPage } from '@console/ui';
import { Alert, Button, Result, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type Department,
  departments,
  isForbidden,
  MEMBER_EXPORT_PATH,
  type Member,
  type MemberListQuery,
  members,
} from '../api/org';
import { ORG_NS } from '../i18n';

/** Enough for every department of an enterprise in one call (the server accepts up to 99999). */
export const DEPARTMENT_OPTIONS_LIMIT = 1000;

/** Cache keys of the org area. */
export const orgKeys = {
  departments: ['org', 'departments'] as const,
  members: ['org', 'members'] as const,
};

const dash = (v: string | null | undefined) => v || '-';

function Flag({ on, yes, no }: { on: 0 | 1; yes: string; no: string }) {
  return on ? (
    <Typography.Text type="success" title={yes} aria-label={yes}>
      ✓
    </Typography.Text>
  ) : (
    <Typography.Text type="secondary" title={no} aria-label={no}>
      –
    </Typography.Text>
  );
}

export function MemberListPage() {
  const { t } = useTranslation(ORG_NS);
  /** The server message of a 40003 from the member list. */
  const [listForbidden, setListForbidden] = useState<string>();
  // On failure the request layer has shown why; the filter keeps "no department".
  const depts = useQuery({
    queryKey: orgKeys.departments,
    queryFn: async (): Promise<Department[]> =>
      (await departments.list({ page: 1, limit: DEPARTMENT_OPTIONS_LIMIT })).list,
  });
  const deptsForbidden = depts.error && isForbidden(depts.error) ? depts.error.message || '' : undefined;
  const forbidden = deptsForbidden ?? listForbidden;

  // The list is asked only after the departments answered, so a ?department_id= in the URL is
  // read against the real options (and an employee gets one 40003 message, not two).
  const fetchPage = useCallback(async (q: MemberListQuery) => {
    try {
      return await members.list(q);
    } catch (err) {
      if (isForbidden(err)) setListForbidden((err as Error).message || '');
      throw err;
    }
  }, []);

  const columns = useMemo<ListColumn<Member>[]>(
    () => [
      { key: 'username', dataIndex: 'username', title: t('columns.username') },
      { key: 'name', dataIndex: 'name', title: t('columns.name'), render: dash },
      { key: 'phone', dataIndex: 'phone', title: t('columns.phone'), render: dash },
      {
        key: 'role',
        title: t('columns.role'),
        render: (_, m) =>
          m.is_admin ? (
            <Tag color="gold">{t('role.owner')}</Tag>
          ) : m.role === 'manager' ? (
            <Tag color="blue">{t('role.manager')}</Tag>
          ) : (
            <Tag>{t('role.employee')}</Tag>
          ),
      },
      {
        key: 'department_name',
        title: t('columns.department'),
        render: (_, m) =>
          m.department_name ||
          (m.is_admin ? '-' : <Typography.Text type="secondary">{t('noDepartment')}</Typography.Text>),
      },
      {
        key: 'status',
        title: t('columns.status'),
        render: (_, m) =>
          m.status === 'active' ? <Tag color="success">{t('status.active')}</Tag> : <Tag>{t('status.disabled')}</Tag>,
      },
      {
        key: 'can_set_login_time',
        title: t('columns.canSetLoginTime'),
        align: 'center',
        render: (_, m) => <Flag on={m.can_set_login_time} yes={t('yes')} no={t('no')} />,
      },
      {
        key: 'can_renew_device',
        title: t('columns.canRenewDevice'),
        align: 'center',
        render: (_, m) => <Flag on={m.can_renew_device} yes={t('yes')} no={t('no')} />,
      },
      {
        key: 'created_at',
        title: t('columns.createdAt'),
        render: (_, m) => dayjs(m.created_at).format('YYYY-MM-DD HH:mm:ss'),
      },
    ],
    [t],
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
      {
        name: 'status',
        label: t('filter.status'),
        type: 'select',
        options: [
          { label: t('status.active'), value: 'active' },
          { label: t('status.disabled'), value: 'disabled' },
        ],
      },
    ],
    [t, depts.data],
  );

  if (forbidden !== undefined) {
    return (
      <Result
        status="403"
        title={t('forbidden.title')}
        subTitle={forbidden || t('forbidden.subTitle')}
        extra={
          <Link to="/phone/all">
            <Button type="primary">{t('forbidden.home')}</Button>
          </Link>
        }
        data-testid="members-forbidden"
      />
    );
  }

  if (depts.isPending) {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  }

  return (
    <>
      {depts.isError && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('departmentsFailed')}
          action={
            <Button size="small" loading={depts.isFetching} onClick={() => void depts.refetch()}>
              {t('retry')}
            </Button>
          }
          data-testid="departments-failed"
        />
      )}
      <ListPage<Member, MemberListQuery>
        title={t('title')}
        rowKey="id"
        queryKey={orgKeys.members}
        columns={columns}
        fetchPage={fetchPage}
        filters={filters}
        exportPath={MEMBER_EXPORT_PATH}
        exportName="members"
        settingsKey="org.members"
      />
    </>
  );
}

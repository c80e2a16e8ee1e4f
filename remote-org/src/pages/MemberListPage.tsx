// The member list screen ("Member management", spec §2/§3/§6): GET /member/list for admins and
// staff managers. The department filter's options are the enterprise's real departments
// (GET /department/list, loaded on mount) plus "no department" (0). An ordinary employee gets
// 40003: the request layer has shown the server message; the screen shows a 403 panel instead
// of a list that can never load.
import { type FilterDef, type ListColumn, ListPage } from '@console/ui';
import { Alert, Button, Result, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useState } from 'react';
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

type Departments =
  | { state: 'loading' }
  | { state: 'ready'; list: Department[] }
  | { state: 'failed' }; // the request layer has shown why; the filter keeps "no department"

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
  const [depts, setDepts] = useState<Departments>({ state: 'loading' });
  /** The server message of a 40003 (from the departments or the member list). */
  const [forbidden, setForbidden] = useState<string>();
  const [deptAttempt, setDeptAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setDepts({ state: 'loading' });
    departments.list({ page: 1, limit: DEPARTMENT_OPTIONS_LIMIT }).then(
      (page) => live && setDepts({ state: 'ready', list: page.list }),
      (err: unknown) => {
        if (!live) return;
        if (isForbidden(err)) setForbidden((err as Error).message || '');
        setDepts({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [deptAttempt]);

  // The list is asked only after the departments answered, so a ?department_id= in the URL is
  // read against the real options (and an employee gets one 40003 message, not two).
  const fetchPage = useCallback(async (q: MemberListQuery) => {
    try {
      return await members.list(q);
    } catch (err) {
      if (isForbidden(err)) setForbidden((err as Error).message || '');
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
        options: [{ label: t('noDepartment'), value: 0 }, ...(depts.state === 'ready' ? depts.list : []).map((d) => ({ label: d.name, value: d.id }))],
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
    [t, depts],
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

  if (depts.state === 'loading') {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  }

  return (
    <>
      {depts.state === 'failed' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('departmentsFailed')}
          action={
            <Button size="small" onClick={() => setDeptAttempt((n) => n + 1)}>
              {t('retry')}
            </Button>
          }
          data-testid="departments-failed"
        />
      )}
      <ListPage<Member, MemberListQuery>
        title={t('title')}
        rowKey="id"
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

// 安全设置 · 成员登录控制 (/security/loginControl; spec §2/§3/§6): every staff member's authorization
// method and daily login window, set one at a time or in bulk. The boss is the owner and exempt
// (not listed). Buttons show only when the access table lets the caller change them (useCan), and
// a row's only when the member rule lets the caller change that member (useMemberRule: a staff
// manager sets employees, not another manager nor themselves); such a row says why instead.
import { useCan } from '@console/shared';
import { type FilterDef, type ListColumn, ListPage, PageTitle } from '@console/ui';
import { App, Button, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecurityMembersQuery } from '@console/contract';
import { ORG_NS } from '../i18n';
import { MemberRuleNote, useMemberRule } from '../members/memberRule';
import { securityApi, securityKeys, type SecurityMemberItem } from './api';
import { LoginControlDialog } from './LoginControlDialog';
import { OwnerExemptNote, SecurityTabs } from './SecurityTabs';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-');

export function LoginControlPage() {
  const { t } = useTranslation(ORG_NS);
  const { message } = App.useApp();
  const can = useCan();
  const mayChange = can('POST /security/loginControl');
  const rule = useMemberRule();
  const manageable = useCallback((m: SecurityMemberItem) => rule(m) === null, [rule]);
  const [editing, setEditing] = useState<{ rows: SecurityMemberItem[]; clear?: () => void }>({ rows: [] });

  const columns = useMemo<ListColumn<SecurityMemberItem>[]>(
    () => [
      { key: 'username', dataIndex: 'username', title: t('columns.username') },
      { key: 'name', dataIndex: 'name', title: t('columns.name'), render: (v: string) => v || '-' },
      {
        key: 'role',
        title: t('columns.role'),
        render: (_, m) =>
          m.role === 'manager' ? <Tag color="blue">{t('role.manager')}</Tag> : <Tag>{t('role.employee')}</Tag>,
      },
      { key: 'department_name', title: t('columns.department'), render: (_, m) => m.department_name || '-' },
      {
        key: 'auth_method',
        title: t('security.columns.authMethod'),
        render: (_, m) => t(`security.authMethod.${m.auth_method}`),
      },
      {
        key: 'login_time',
        title: t('security.columns.loginTime'),
        render: (_, m) =>
          m.login_time_start && m.login_time_end ? (
            `${m.login_time_start}-${m.login_time_end}`
          ) : (
            <Typography.Text type="secondary">{t('security.anyTime')}</Typography.Text>
          ),
      },
      { key: 'terminal_count', dataIndex: 'terminal_count', title: t('security.columns.terminals'), align: 'center' },
      { key: 'last_login_at', title: t('security.columns.lastLogin'), render: (_, m) => time(m.last_login_at) },
      ...(mayChange
        ? [
            {
              key: 'actions',
              title: t('security.columns.actions'),
              render: (_: unknown, m: SecurityMemberItem) => {
                const refusal = rule(m);
                if (refusal !== null) return <MemberRuleNote refusal={refusal} />;
                return (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setEditing({ rows: [m] })}
                    aria-label={`${t('security.control.set')} ${m.username}`}
                  >
                    {t('security.control.set')}
                  </Button>
                );
              },
            },
          ]
        : []),
    ],
    [t, mayChange, rule],
  );

  const filters = useMemo<FilterDef[]>(
    () => [{ name: 'keyword', label: t('filter.keyword'), type: 'text', placeholder: t('filter.keywordPlaceholder') }],
    [t],
  );

  return (
    <>
      <PageTitle>{t('security.title')}</PageTitle>
      <SecurityTabs />
      <OwnerExemptNote />
      <ListPage<SecurityMemberItem, SecurityMembersQuery>
        documentTitle={t('security.tabs.loginControl')}
        rowKey="id"
        queryKey={securityKeys.members}
        columns={columns}
        fetchPage={securityApi.members}
        filters={filters}
        settingsKey="org.security.members"
        rowSelectable={manageable}
        bulkActions={
          mayChange
            ? (rows, clear) => {
                const allowed = rows.filter(manageable);
                return (
                  <Button disabled={allowed.length === 0} onClick={() => setEditing({ rows: allowed, clear })}>
                    {t('security.control.bulk')}
                  </Button>
                );
              }
            : undefined
        }
      />
      <LoginControlDialog
        rows={editing.rows}
        onClose={() => setEditing({ rows: [] })}
        onDone={(n) => {
          void message.success(t('security.control.done', { n }));
          editing.clear?.();
          setEditing({ rows: [] });
        }}
      />
    </>
  );
}

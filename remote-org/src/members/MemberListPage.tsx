// 成员管理 (/member/all; spec §2/§3/§4/§6): the enterprise's members for admins and staff managers,
// with the member count summary, filters (keyword, department with "no department" = 0, status,
// role) and every change the server allows the caller: add, edit, disable, restore, delete
// permanently, clear the disabled, set as manager/employee, move between departments and hand a
// member's resources to another. Each button shows only when the access table lets the caller call
// its endpoint (useCan), and a row's changes only when the member rule lets the caller change that
// member (useMemberRule: not the boss, not themselves, a staff manager not another manager); such a
// row says why instead, and the bulk actions act on the members the caller may change only.
// An ordinary employee gets 40003: the request layer has shown the server message and the screen
// shows a 403 panel instead of a list that can never load.
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { useCan } from '@console/shared';
import { type FilterDef, type ListColumn, ListPage, MenuDropdown, useConfirm } from '@console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Forbidden } from '../Forbidden';
import {
  type Department,
  departments,
  isForbidden,
  MEMBER_EXPORT_PATH,
  type Member,
  type MemberListQuery,
  type MemberRole,
  members,
  orgKeys,
} from '../api/org';
import { ORG_NS } from '../i18n';
import { HandOverDialog } from './HandOverDialog';
import { MemberDialog } from './MemberDialog';
import { MemberRuleNote, useMemberRule } from './memberRule';
import { MoveDialog } from './MoveDialog';
import { useOrgAction } from './useOrgAction';

export { orgKeys };

/** Enough for every department of an enterprise in one call (the server accepts up to 99999). */
export const DEPARTMENT_OPTIONS_LIMIT = 1000;

const dash = (v: string | null | undefined) => v || '-';
const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : null);

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

/** The departments (options of the filter and the dialogs), shared through the query cache. */
export function useDepartmentOptions() {
  return useQuery({
    queryKey: orgKeys.departments,
    queryFn: async (): Promise<Department[]> =>
      (await departments.list({ page: 1, limit: DEPARTMENT_OPTIONS_LIMIT })).list,
  });
}

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; member: Member }
  | { kind: 'move'; rows: Member[]; clear?: () => void }
  | { kind: 'handOver'; member: Member }
  | null;

export function MemberListPage() {
  const { t } = useTranslation(ORG_NS);
  const can = useCan();
  const rule = useMemberRule();
  const { message } = App.useApp();
  const modal = useConfirm();
  const { run } = useOrgAction();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  /** The server message of a 40003 from the member list. */
  const [listForbidden, setListForbidden] = useState<string>();
  // On failure the request layer has shown why; the filter keeps "no department".
  const depts = useDepartmentOptions();
  const deptsForbidden = depts.error && isForbidden(depts.error) ? depts.error.message || '' : undefined;
  const forbidden = deptsForbidden ?? listForbidden;
  const cnt = useQuery({ queryKey: orgKeys.memberCnt, queryFn: () => members.cnt(), enabled: forbidden === undefined });

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

  const changed = useCallback(() => {
    for (const queryKey of [orgKeys.members, orgKeys.memberCnt, orgKeys.departments, orgKeys.childUsers])
      void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);

  /** The members the caller may change (the member rule): what every change may touch. */
  const manageable = useCallback((m: Member) => rule(m) === null, [rule]);

  const disable = useCallback(
    (rows: Member[], clear?: () => void) =>
      modal.confirm({
        title: t('members.confirm.disableTitle', { n: rows.length }),
        content: t('members.confirm.disableContent'),
        okText: t('members.disable'),
        okButtonProps: { danger: true },
        cancelText: t('members.confirm.cancel'),
        onOk: async () => {
          const ok = await run(() => members.disable(rows.map((m) => m.id)), {
            failed: t('members.failed.disable'),
            done: (r) => t('members.done.disable', { n: r.changed }),
          });
          if (ok) {
            clear?.();
            changed();
          }
        },
      }),
    [modal, t, run, changed],
  );

  const restore = useCallback(
    async (rows: Member[], clear?: () => void) => {
      const ok = await run(() => members.restore(rows.map((m) => m.id)), {
        failed: t('members.failed.restore'),
        done: (r) => t('members.done.restore', { n: r.changed }),
      });
      if (ok) {
        clear?.();
        changed();
      }
    },
    [run, t, changed],
  );

  const remove = useCallback(
    (rows: Member[], clear?: () => void) =>
      modal.confirm({
        title: t('members.confirm.deleteTitle', { n: rows.length }),
        content: t('members.confirm.deleteContent'),
        okText: t('members.delete'),
        okButtonProps: { danger: true },
        cancelText: t('members.confirm.cancel'),
        onOk: async () => {
          const ok = await run(() => members.remove(rows.map((m) => m.id)), {
            failed: t('members.failed.delete'),
            done: (r) => t('members.done.delete', { n: r.changed }),
          });
          if (ok) {
            clear?.();
            changed();
          }
        },
      }),
    [modal, t, run, changed],
  );

  const clearDisabled = useCallback(
    () =>
      modal.confirm({
        title: t('members.confirm.clearTitle'),
        content: t('members.confirm.clearContent'),
        okText: t('members.confirm.ok'),
        okButtonProps: { danger: true },
        cancelText: t('members.confirm.cancel'),
        onOk: async () => {
          if (
            await run(() => members.clearDisabled(), {
              failed: t('members.failed.clear'),
              done: (r) => t('members.done.clear', { n: r.changed }),
            })
          )
            changed();
        },
      }),
    [modal, t, run, changed],
  );

  const setRole = useCallback(
    async (rows: Member[], role: MemberRole, clear?: () => void) => {
      const ok = await run(
        () =>
          members.setRole(
            rows.map((m) => m.id),
            role,
          ),
        { failed: t('members.failed.setRole'), done: (r) => t('members.done.setRole', { n: r.changed }) },
      );
      if (ok) {
        clear?.();
        changed();
      }
    },
    [run, t, changed],
  );

  const closeDialog = useCallback(() => setDialog(null), []);
  const dialogDone = useCallback(
    (text: string) => {
      void message.success(text);
      if (dialog?.kind === 'move') dialog.clear?.();
      setDialog(null);
      changed();
    },
    [message, dialog, changed],
  );

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
        key: 'auth_method',
        title: t('members.columns.authMethod'),
        defaultHidden: true,
        render: (_, m) => (m.is_admin ? '-' : t(`members.authMethod.${m.auth_method}`)),
      },
      {
        key: 'login_time',
        title: t('members.columns.loginTime'),
        render: (_, m) =>
          m.login_time_start && m.login_time_end ? `${m.login_time_start}–${m.login_time_end}` : t('members.anyTime'),
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
        key: 'last_login_at',
        title: t('members.columns.lastLogin'),
        render: (_, m) =>
          time(m.last_login_at) ?? <Typography.Text type="secondary">{t('members.never')}</Typography.Text>,
      },
      {
        key: 'created_at',
        title: t('columns.createdAt'),
        defaultHidden: true,
        render: (_, m) => time(m.created_at),
      },
      {
        key: 'actions',
        title: t('members.columns.actions'),
        render: (_, m) => {
          const refusal = rule(m);
          if (refusal !== null) return <MemberRuleNote refusal={refusal} />;
          const more = [
            ...(can('POST /member/setRole')
              ? [
                  m.role === 'manager'
                    ? { key: 'employee', label: t('members.setEmployee'), onClick: () => void setRole([m], 'employee') }
                    : { key: 'manager', label: t('members.setManager'), onClick: () => void setRole([m], 'manager') },
                ]
              : []),
            ...(can('POST /member/move') && depts.data
              ? [{ key: 'move', label: t('members.move'), onClick: () => setDialog({ kind: 'move', rows: [m] }) }]
              : []),
            ...(can('POST /member/transfer')
              ? [
                  {
                    key: 'handOver',
                    label: t('members.handOver'),
                    onClick: () => setDialog({ kind: 'handOver', member: m }),
                  },
                ]
              : []),
          ];
          return (
            <Space size={0} wrap>
              {can('POST /member/update') && depts.data && (
                <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', member: m })}>
                  {t('members.edit')}
                </Button>
              )}
              {m.status === 'active'
                ? can('POST /member/disable') && (
                    <Button type="link" size="small" onClick={() => disable([m])}>
                      {t('members.disable')}
                    </Button>
                  )
                : can('POST /member/restore') && (
                    <Button type="link" size="small" onClick={() => void restore([m])}>
                      {t('members.restore')}
                    </Button>
                  )}
              {can('POST /member/delete') && (
                <Button type="link" size="small" danger onClick={() => remove([m])}>
                  {t('members.delete')}
                </Button>
              )}
              {more.length > 0 && (
                <MenuDropdown menu={{ items: more }} trigger={['click']}>
                  <Button type="link" size="small" aria-label={`${t('members.more')} ${m.username}`}>
                    {t('members.more')} <DownOutlined />
                  </Button>
                </MenuDropdown>
              )}
            </Space>
          );
        },
      },
    ],
    [t, can, rule, depts.data, setRole, disable, restore, remove],
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
      {
        name: 'role',
        label: t('members.filter.role'),
        type: 'select',
        options: [
          { label: t('role.manager'), value: 'manager' },
          { label: t('role.employee'), value: 'employee' },
        ],
      },
    ],
    [t, depts.data],
  );

  if (forbidden !== undefined) {
    return <Forbidden texts="forbidden" endpoint="GET /member/list" reason={forbidden} testId="members-forbidden" />;
  }

  if (depts.isPending) {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  }

  const bulk = (rows: Member[], clear: () => void) => {
    const staff = rows.filter(manageable);
    const none = staff.length === 0;
    return (
      <>
        {can('POST /member/disable') && (
          <Button disabled={none} onClick={() => disable(staff, clear)}>
            {t('members.disable')}
          </Button>
        )}
        {can('POST /member/restore') && (
          <Button disabled={none} onClick={() => void restore(staff, clear)}>
            {t('members.restore')}
          </Button>
        )}
        {can('POST /member/setRole') && (
          <MenuDropdown
            disabled={none}
            trigger={['click']}
            menu={{
              items: [
                {
                  key: 'manager',
                  label: t('members.setManager'),
                  onClick: () => void setRole(staff, 'manager', clear),
                },
                {
                  key: 'employee',
                  label: t('members.setEmployee'),
                  onClick: () => void setRole(staff, 'employee', clear),
                },
              ],
            }}
          >
            <Button>
              {t('members.setManager')} / {t('members.setEmployee')} <DownOutlined />
            </Button>
          </MenuDropdown>
        )}
        {can('POST /member/move') && (
          <Button disabled={none} onClick={() => setDialog({ kind: 'move', rows: staff, clear })}>
            {t('members.move')}
          </Button>
        )}
        {can('POST /member/delete') && (
          <Button danger disabled={none} onClick={() => remove(staff, clear)}>
            {t('members.delete')}
          </Button>
        )}
      </>
    );
  };

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
        bulkActions={bulk}
        rowSelectable={manageable}
        toolbar={
          <>
            {cnt.data && (
              <Typography.Text type="secondary" data-testid="member-summary">
                {t('members.summary.all')} {cnt.data.allCnt} · {t('members.summary.waiting')} {cnt.data.waitAllocateCnt}
              </Typography.Text>
            )}
            {can('POST /member/clearDisabled') && (
              <Button onClick={clearDisabled} data-testid="clear-disabled">
                {t('members.clearDisabled')}
              </Button>
            )}
            {can('POST /member/add') && depts.data && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
                {t('members.add')}
              </Button>
            )}
          </>
        }
      />
      <MemberDialog
        open={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        member={dialog?.kind === 'edit' ? dialog.member : undefined}
        departments={depts.data ?? []}
        onClose={closeDialog}
        onDone={dialogDone}
      />
      <MoveDialog
        rows={dialog?.kind === 'move' ? dialog.rows : []}
        departments={depts.data ?? []}
        onClose={closeDialog}
        onDone={dialogDone}
      />
      <HandOverDialog
        from={dialog?.kind === 'handOver' ? dialog.member : undefined}
        onClose={closeDialog}
        onDone={dialogDone}
      />
    </>
  );
}

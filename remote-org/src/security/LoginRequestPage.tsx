// 安全设置 · 登录申请控制 (/security/loginRequest; spec §4 terminal authorization application: waiting,
// passed, rejected): member, terminal id, IP, time, who decided and when; approve or reject one
// request or the selected ones. A passed terminal can be withdrawn (rejected, which ends its
// sessions) and a rejected one approved after all. Buttons follow the access table (useCan), and a
// row's only when the member rule lets the caller decide for that member (useMemberRule: a staff
// manager decides for employees, not for another manager nor for themselves); such a row says why
// instead. A request does not carry its member's role: each page is joined with the staff's roles.
import { useCan } from '@console/shared';
import { type FilterDef, type ListColumn, ListPage, PageTitle } from '@console/ui';
import type { Page, TerminalRequestsQuery } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Segmented, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ORG_NS } from '../i18n';
import { type MemberRow, MemberRuleNote, useMemberRule } from '../members/memberRule';
import { securityApi, securityKeys, type TerminalRequestItem, type TerminalStatus } from './api';
import { OwnerExemptNote, SecurityTabs } from './SecurityTabs';
import { TERMINAL_KEYWORD_MAX_LENGTH } from '@console/contract/limits';

const STATUSES: TerminalStatus[] = ['waiting', 'passed', 'rejected'];
const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-');

type RequestRow = TerminalRequestItem;
/** The member a request belongs to, as the member rule reads rows (requests are staff's). */
const memberOf = (r: RequestRow): MemberRow => ({ id: r.user_id, role: r.role });

export function LoginRequestPage() {
  const { t } = useTranslation(ORG_NS);
  const { message } = App.useApp();
  const can = useCan();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: TerminalStatus = STATUSES.includes(raw as TerminalStatus) ? (raw as TerminalStatus) : 'waiting';
  const mayApprove = can('POST /terminal/approve');
  const mayReject = can('POST /terminal/reject');
  const rule = useMemberRule();
  const refusal = useCallback((r: RequestRow) => rule(memberOf(r)), [rule]);

  const fetchPage = useCallback((q: TerminalRequestsQuery): Promise<Page<RequestRow>> => securityApi.requests(q), []);

  const decide = useCallback(
    async (kind: 'approve' | 'reject', rows: RequestRow[], clear?: () => void) => {
      try {
        const r = await securityApi[kind](rows.map((x) => x.id));
        void message.success(t(`security.requests.done.${kind}`, { n: r.updated }));
        clear?.();
        await queryClient.invalidateQueries({ queryKey: securityKeys.requests });
        await queryClient.invalidateQueries({ queryKey: securityKeys.members });
      } catch {
        // the request layer has shown the server's reason
      }
    },
    [message, t, queryClient],
  );

  const columns = useMemo<ListColumn<RequestRow>[]>(
    () => [
      {
        key: 'member',
        title: t('security.columns.member'),
        render: (_, r) => (
          <span>
            {r.name || r.username} <Typography.Text type="secondary">({r.username})</Typography.Text>
          </span>
        ),
      },
      {
        key: 'terminal_code',
        title: t('security.columns.terminalCode'),
        render: (_, r) => <Typography.Text code>{r.terminal_code}</Typography.Text>,
      },
      { key: 'ip', dataIndex: 'ip', title: t('security.columns.ip'), render: (v: string) => v || '-' },
      {
        key: 'user_agent',
        dataIndex: 'user_agent',
        title: t('security.columns.userAgent'),
        defaultHidden: true,
        ellipsis: true,
      },
      { key: 'requested_at', title: t('security.columns.requestedAt'), render: (_, r) => time(r.requested_at) },
      {
        key: 'last_seen_at',
        title: t('security.columns.lastSeen'),
        defaultHidden: true,
        render: (_, r) => time(r.last_seen_at),
      },
      ...(status === 'waiting'
        ? []
        : [
            {
              key: 'decided_by_name',
              title: t('security.columns.decidedBy'),
              render: (_: unknown, r: RequestRow) => r.decided_by_name || t('security.requests.automatic'),
            },
            {
              key: 'decided_at',
              title: t('security.columns.decidedAt'),
              render: (_: unknown, r: RequestRow) => time(r.decided_at),
            },
          ]),
      {
        key: 'actions',
        title: t('security.columns.actions'),
        render: (_, r) => {
          if (!mayApprove && !mayReject) return '-';
          const why = refusal(r);
          if (why !== null) return <MemberRuleNote refusal={why} />;
          return (
            <Space size={0} wrap>
              {r.status !== 'passed' && mayApprove && (
                <Button
                  type="link"
                  size="small"
                  onClick={() => void decide('approve', [r])}
                  aria-label={`${t('security.requests.approve')} ${r.username} ${r.terminal_code}`}
                >
                  {t('security.requests.approve')}
                </Button>
              )}
              {r.status !== 'rejected' && mayReject && (
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => void decide('reject', [r])}
                  aria-label={`${t('security.requests.reject')} ${r.username} ${r.terminal_code}`}
                >
                  {t('security.requests.reject')}
                </Button>
              )}
            </Space>
          );
        },
      },
    ],
    [t, status, mayApprove, mayReject, refusal, decide],
  );

  const filters = useMemo<FilterDef[]>(
    () => [
      {
        name: 'keyword',
        maxLength: TERMINAL_KEYWORD_MAX_LENGTH,
        label: t('filter.keyword'),
        type: 'text',
        placeholder: t('security.requests.keywordPlaceholder'),
      },
    ],
    [t],
  );

  return (
    <>
      <PageTitle>{t('security.title')}</PageTitle>
      <SecurityTabs />
      <OwnerExemptNote />
      <Segmented<TerminalStatus>
        value={status}
        onChange={(v) => {
          const next = new URLSearchParams(params);
          next.set('status', v);
          next.delete('page');
          setParams(next);
        }}
        options={STATUSES.map((s) => ({ value: s, label: t(`security.requests.status.${s}`) }))}
        style={{ marginBottom: 12 }}
        data-testid="request-status"
      />
      <ListPage<RequestRow, TerminalRequestsQuery>
        key={status}
        documentTitle={t('security.tabs.loginRequest')}
        rowKey="id"
        queryKey={[...securityKeys.requests, status]}
        fixedParams={{ status }}
        columns={columns}
        fetchPage={fetchPage}
        filters={filters}
        settingsKey="org.security.requests"
        rowSelectable={(r) => refusal(r) === null}
        bulkActions={
          mayApprove || mayReject
            ? (rows, clear) => {
                const allowed = rows.filter((r) => refusal(r) === null);
                const none = allowed.length === 0;
                return (
                  <>
                    {status !== 'passed' && mayApprove && (
                      <Button disabled={none} onClick={() => void decide('approve', allowed, clear)}>
                        {t('security.requests.approveSelected')}
                      </Button>
                    )}
                    {status !== 'rejected' && mayReject && (
                      <Button danger disabled={none} onClick={() => void decide('reject', allowed, clear)}>
                        {t('security.requests.rejectSelected')}
                      </Button>
                    )}
                  </>
                );
              }
            : undefined
        }
      />
    </>
  );
}

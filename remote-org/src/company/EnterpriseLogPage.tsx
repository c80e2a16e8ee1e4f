// 企业日志 (/company/log, spec §2 enterprise configuration): who changed what, when and from where,
// newest first (GET /enterpriseLog/list), filtered by member, area, action, result, business days
// and target name, exported as CSV with the same filters. Admins and staff managers; an employee
// (40003) sees a 403 panel instead of a list that can never load.
import { type FilterDef, type ListColumn, ListPage, PageTitle } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Forbidden } from '../Forbidden';
import { ORG_NS } from '../i18n';
import { companyKeys, enterpriseLog, isForbidden, LOG_EXPORT_PATH, type LogQuery, type LogRow } from './api';
import { CompanyTabs } from './CompanyTabs';
import {
  actionLabel,
  areaLabel,
  changeText,
  dateRangeError,
  KNOWN_ACTIONS,
  LOG_AREAS,
  LOG_RESULTS,
  resultLabel,
} from './logText';

const RESULT_COLOR: Record<string, string> = { ok: 'success', failed: 'error', refused: 'warning' };

export function EnterpriseLogPage() {
  const { t } = useTranslation(ORG_NS);
  const [forbidden, setForbidden] = useState<string>();
  // the member filter's options; on failure the filter is simply empty (the list still works)
  const members = useQuery({
    queryKey: companyKeys.logMembers,
    queryFn: enterpriseLog.members,
    enabled: forbidden === undefined,
  });

  const fetchPage = useCallback(
    async (q: LogQuery) => {
      // a malformed day would only earn a 40001: say what is wrong instead, without a call
      const bad = dateRangeError(q);
      if (bad) throw new Error(t(bad));
      try {
        return await enterpriseLog.list(q);
      } catch (err) {
        if (isForbidden(err)) setForbidden((err as Error).message || '');
        throw err;
      }
    },
    [t],
  );

  const columns = useMemo<ListColumn<LogRow>[]>(
    () => [
      {
        key: 'created_at',
        title: t('enterpriseLog.columns.time'),
        render: (_, r) => dayjs(r.created_at).format('YYYY-MM-DD HH:mm:ss'),
      },
      { key: 'actor_name', title: t('enterpriseLog.columns.member'), render: (_, r) => r.actor_name || '-' },
      { key: 'area', title: t('enterpriseLog.columns.area'), render: (_, r) => areaLabel(t, r.area) },
      { key: 'action', title: t('enterpriseLog.columns.action'), render: (_, r) => actionLabel(t, r.action) },
      {
        key: 'target',
        title: t('enterpriseLog.columns.target'),
        render: (_, r) => r.target_name || r.target_id || '-',
      },
      {
        key: 'change',
        title: t('enterpriseLog.columns.change'),
        render: (_, r) => {
          const change = changeText(t, r.before, r.after);
          return (
            <>
              {change || (r.reason ? null : '-')}
              {r.reason && (
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {t('enterpriseLog.reason', { reason: r.reason })}
                </Typography.Text>
              )}
            </>
          );
        },
      },
      {
        key: 'result',
        title: t('enterpriseLog.columns.result'),
        render: (_, r) => <Tag color={RESULT_COLOR[r.result]}>{resultLabel(t, r.result)}</Tag>,
      },
      { key: 'ip', title: t('enterpriseLog.columns.ip'), render: (_, r) => r.ip || '-' },
      {
        key: 'terminal_code',
        title: t('enterpriseLog.columns.terminal'),
        defaultHidden: true,
        render: (_, r) => r.terminal_code || '-',
      },
    ],
    [t],
  );

  const filters = useMemo<FilterDef[]>(
    () => [
      {
        name: 'keyword',
        label: t('enterpriseLog.filter.keyword'),
        type: 'text',
        placeholder: t('enterpriseLog.filter.keywordPlaceholder'),
      },
      {
        name: 'user_id',
        label: t('enterpriseLog.filter.member'),
        type: 'select',
        options: (members.data ?? []).map((m) => ({ label: m.name || m.username, value: m.id })),
      },
      {
        name: 'area',
        label: t('enterpriseLog.filter.area'),
        type: 'select',
        options: LOG_AREAS.map((a) => ({ label: areaLabel(t, a), value: a })),
      },
      {
        name: 'action',
        label: t('enterpriseLog.filter.action'),
        type: 'select',
        options: KNOWN_ACTIONS.map((a) => ({ label: actionLabel(t, a), value: a })),
      },
      {
        name: 'result',
        label: t('enterpriseLog.filter.result'),
        type: 'select',
        options: LOG_RESULTS.map((r) => ({ label: resultLabel(t, r), value: r })),
      },
      // ListPage filters are text or select: days are typed as YYYY-MM-DD (checked before the call)
      {
        name: 'date_from',
        label: t('enterpriseLog.filter.dateFrom'),
        type: 'text',
        placeholder: t('enterpriseLog.filter.datePlaceholder'),
      },
      {
        name: 'date_to',
        label: t('enterpriseLog.filter.dateTo'),
        type: 'text',
        placeholder: t('enterpriseLog.filter.datePlaceholder'),
      },
    ],
    [t, members.data],
  );

  if (forbidden !== undefined) {
    return (
      <Forbidden
        texts="enterpriseLog.forbidden"
        endpoint="GET /enterpriseLog/list"
        reason={forbidden}
        testId="enterprise-log-forbidden"
      />
    );
  }

  return (
    <>
      <PageTitle>{t('enterpriseLog.title')}</PageTitle>
      <CompanyTabs />
      <ListPage<LogRow, LogQuery>
        rowKey="id"
        queryKey={companyKeys.log}
        columns={columns}
        fetchPage={fetchPage}
        filters={filters}
        exportPath={LOG_EXPORT_PATH}
        exportName="enterprise-log"
        settingsKey="org.enterpriseLog"
      />
    </>
  );
}

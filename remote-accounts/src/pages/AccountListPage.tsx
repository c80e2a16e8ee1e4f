// The one account list screen (spec §2): three views chosen by the route. There is no counter
// endpoint for sub-accounts, so the only number on the view tabs is the current view's total,
// taken from the list response itself (and only while no keyword narrows it).
import { type FilterDef, type ListColumn, ListPage, expiryColumns, PageTitle, ViewTabs } from '@console/ui';
import { Tag, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_VIEWS } from '../accounts/views';
import {
  ACCOUNT_EXPORT_PATH,
  type AccountFilterStatus,
  type AccountListQuery,
  accounts,
  type SubAccount,
} from '../api/accounts';
import { ACCOUNTS_NS } from '../i18n';

const dash = (v: string | null | undefined) => v || '-';

export function AccountListPage({ filterStatus }: { filterStatus: AccountFilterStatus }) {
  const { t } = useTranslation(ACCOUNTS_NS);
  // total of the last unfiltered load, with the view it belongs to (a late answer of another view is never shown)
  const [viewTotal, setViewTotal] = useState<{ filterStatus: AccountFilterStatus; total: number }>();

  // q = { page, limit, keyword?, filterStatus } (filters from the URL + fixedParams).
  const fetchPage = useCallback(async (q: AccountListQuery) => {
    const page = await accounts.list(q);
    setViewTotal(q.keyword ? undefined : { filterStatus: q.filterStatus, total: page.total });
    return page;
  }, []);

  const columns = useMemo<ListColumn<SubAccount>[]>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('columns.name') },
      {
        key: 'phone',
        title: t('columns.phone'),
        render: (_, a) =>
          a.phone_id ? (
            <>
              <Link to="/phone/all">{dash(a.phone_name)}</Link>
              {a.phone_count > 1 && (
                <Typography.Text type="secondary"> {t('morePhones', { count: a.phone_count })}</Typography.Text>
              )}
            </>
          ) : (
            t('unbound')
          ),
      },
      {
        key: 'network_card',
        title: t('columns.networkCard'),
        render: (_, a) =>
          a.network_card_id ? <Link to="/NetworkCard/all">{dash(a.network_card)}</Link> : t('unbound'),
      },
      {
        key: 'status',
        title: t('columns.status'),
        render: (_, a) =>
          a.status === 'normal' ? (
            <Tag color="success">{t('status.normal')}</Tag>
          ) : a.status === 'expired' ? (
            <Tag color="error">{t('status.expired')}</Tag>
          ) : (
            <Tag>{dash(a.status)}</Tag> // any other server status, shown as it comes
          ),
      },
      ...expiryColumns<SubAccount>({ expiration: t('columns.expirationTime'), remaining: t('columns.remaining') }),
      { key: 'remark', dataIndex: 'remark', title: t('columns.remark'), render: dash },
    ],
    [t],
  );

  const filters = useMemo<FilterDef[]>(
    () => [{ name: 'keyword', label: t('filter.keyword'), type: 'text', placeholder: t('filter.keywordPlaceholder') }],
    [t],
  );

  const current = ACCOUNT_VIEWS.find((v) => v.filterStatus === filterStatus)!;
  const total = viewTotal?.filterStatus === filterStatus ? viewTotal.total : undefined;

  return (
    <>
      {/* the screen's one h1 (the views below name the subset shown) */}
      <PageTitle>{t('pageTitle')}</PageTitle>
      <ViewTabs
        activePath={current.path}
        views={ACCOUNT_VIEWS.map((v) => ({
          path: v.path,
          label: t(v.labelKey),
          count: v === current ? total : undefined,
        }))}
      />
      <ListPage<SubAccount, AccountListQuery>
        rowKey="id"
        queryKey={['accounts', 'subAccounts']}
        columns={columns}
        fetchPage={fetchPage}
        // The route decides filterStatus; ListPage re-queries and clears the selection when it changes.
        fixedParams={{ filterStatus }}
        filters={filters}
        exportPath={ACCOUNT_EXPORT_PATH}
        exportName="accounts"
        settingsKey="accounts.list"
      />
    </>
  );
}

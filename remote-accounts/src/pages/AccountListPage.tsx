// The one account list screen (spec §2): three views chosen by the route, with the current view's
// total from the list response (there is no counter endpoint for sub-accounts). Columns: name,
// bound phone, group, network card and IP with its location, environment, status (live from
// POST /account/getStatus, polled quietly), remark, expiry and remaining time. Row and bulk
// actions are offered only when the server would accept them and the state allows them.
import { useCan } from '@console/shared';
import { type FilterDef, type ListColumn, ListPage, expiryColumns, PageTitle, ViewTabs } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AccountStateTag } from '../accounts/AccountStateTag';
import { IpCell } from '../accounts/IpCell';
import { RowActions } from '../accounts/RowActions';
import { resolutionLabel, rowAllows } from '../accounts/states';
import { useAccountActions } from '../accounts/useAccountActions';
import { useCanOpen } from '../accounts/useCanOpen';
import { useLiveStatus } from '../accounts/useLiveStatus';
import { ACCOUNT_VIEWS } from '../accounts/views';
import {
  ACCOUNT_EXPORT_PATH,
  type AccountFilterStatus,
  type AccountListQuery,
  accounts,
  type SubAccount,
} from '../api/accounts';
import { ACCOUNTS_NS } from '../i18n';
import { buyPath, renewPath } from '../purchase/paths';
import { accountsKeys } from '../queryKeys';

const dash = (v: string | null | undefined) => v || '-';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function AccountListPage({ filterStatus }: { filterStatus: AccountFilterStatus }) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const navigate = useNavigate();
  const can = useCan();
  const canOpen = useCanOpen();
  const queryClient = useQueryClient();
  // total of the last unfiltered load, with the view it belongs to (a late answer of another view is never shown)
  const [viewTotal, setViewTotal] = useState<{ filterStatus: AccountFilterStatus; total: number }>();
  const [rows, setRows] = useState<SubAccount[]>([]);
  const live = useLiveStatus(rows);
  // what a change makes stale: the rows and their live status (not the IP locations or the choices)
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: accountsKeys.list });
    void queryClient.invalidateQueries({ queryKey: ['accounts', 'status'] });
    void queryClient.invalidateQueries({ queryKey: ['accounts', 'detail'] });
  }, [queryClient]);
  const { actions, dialogs } = useAccountActions(reload);
  // the provider moved a sub-account (initializing → running): the rows are read again, so what
  // the list offers follows the live state
  const moved = rows.some((r) => {
    const s = live.get(r.id);
    return s !== undefined && s.state !== r.status;
  });
  useEffect(() => {
    if (moved) reload();
  }, [moved, reload]);

  // q = { page, limit, keyword?, filterStatus } (filters from the URL + fixedParams).
  const fetchPage = useCallback(async (q: AccountListQuery) => {
    const page = await accounts.list(q);
    // an answer equal to what is shown changes nothing (no re-render of the page and its table)
    setViewTotal((shown) =>
      q.keyword
        ? undefined
        : shown?.filterStatus === q.filterStatus && shown.total === page.total
          ? shown
          : { filterStatus: q.filterStatus, total: page.total },
    );
    setRows((shown) => (sameJson(shown, page.list) ? shown : page.list));
    return page;
  }, []);

  const columns = useMemo<ListColumn<SubAccount>[]>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('columns.name'), width: 140 },
      {
        key: 'phone',
        title: t('columns.phone'),
        width: 140,
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
      { key: 'group', title: t('columns.group'), width: 110, render: (_, a) => dash(a.group_name) },
      {
        key: 'network_card',
        title: t('columns.networkCard'),
        width: 170,
        render: (_, a) => (a.network_card_id ? <IpCell name={a.network_card} ip={a.network_card_ip} /> : t('unbound')),
      },
      {
        key: 'env',
        title: t('columns.env'),
        width: 170,
        render: (_, a) => {
          if (!a.brand) return t('env.notConfigured');
          const res = resolutionLabel(a.resolution);
          return [a.brand, a.country, res === null ? t('env.followComputer') : res].filter(Boolean).join(' / ');
        },
      },
      {
        key: 'status',
        title: t('columns.status'),
        width: 150,
        render: (_, a) => <AccountStateTag state={a.status} paid={a.paid} live={live.get(a.id)} />,
      },
      { key: 'remark', dataIndex: 'remark', title: t('columns.remark'), width: 130, ellipsis: true, render: dash },
      ...expiryColumns<SubAccount>({ expiration: t('columns.expirationTime'), remaining: t('columns.remaining') }).map(
        // a sub-account awaiting its first payment has no period yet
        (c) => ({
          ...c,
          width: 150,
          render: (v: unknown, a: SubAccount, i: number) =>
            a.paid ? (c.render ? c.render(v, a, i) : String(v)) : t('state.unpaid'),
        }),
      ),
      {
        key: 'actions',
        title: t('columns.actions'),
        fixed: 'right',
        width: 180,
        render: (_, a) => (
          <RowActions
            row={{ ...a, status: live.get(a.id)?.state ?? a.status }}
            actions={actions}
            can={can}
            canOpen={canOpen}
          />
        ),
      },
    ],
    [t, live, actions, can, canOpen],
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
        queryKey={accountsKeys.list}
        columns={columns}
        fetchPage={fetchPage}
        // The route decides filterStatus; ListPage re-queries and clears the selection when it changes.
        fixedParams={{ filterStatus }}
        filters={filters}
        exportPath={ACCOUNT_EXPORT_PATH}
        exportName="accounts"
        settingsKey="accounts.list"
        bulkActions={(selected) => {
          const none = selected.length === 0;
          const ids = selected.map((r) => r.id);
          const all = (action: Parameters<typeof rowAllows>[1]) => !none && selected.every((r) => rowAllows(r, action));
          return (
            <>
              {can('POST /account/batchPaymentV1', 'renew') && canOpen('/account/renew') && (
                <Button disabled={none || selected.some((r) => !r.paid)} onClick={() => void navigate(renewPath(ids))}>
                  {t('actions.bulkRenew')}
                </Button>
              )}
              {can('POST /account/bindGroup') && (
                <Button disabled={none} onClick={() => actions.group(selected)}>
                  {t('actions.bindGroup')}
                </Button>
              )}
              {can('POST /account/configEnvir') && (
                <Button disabled={!all('configure')} onClick={() => actions.env(selected)}>
                  {t('actions.env')}
                </Button>
              )}
              {can('POST /account/initialize') && (
                <Button disabled={!all('initialize')} onClick={() => actions.initialize(selected)}>
                  {t('actions.initialize')}
                </Button>
              )}
              {can('POST /account/batchSetStatus') && (
                <>
                  <Button disabled={!all('powerOn')} onClick={() => actions.batchStatus(selected, 'running')}>
                    {t('actions.batchOn')}
                  </Button>
                  <Button disabled={!all('powerOff')} onClick={() => actions.batchStatus(selected, 'powered_off')}>
                    {t('actions.batchOff')}
                  </Button>
                </>
              )}
              {can('POST /account/close') && (
                <Button danger disabled={!all('close')} onClick={() => actions.close(selected)}>
                  {t('actions.close')}
                </Button>
              )}
              {can('POST /account/delAccount') && (
                <Button danger disabled={!all('delete')} onClick={() => actions.remove(selected)}>
                  {t('actions.delete')}
                </Button>
              )}
            </>
          );
        }}
        toolbar={
          <>
            {can('POST /account/add') && (
              <Button type="primary" onClick={actions.create} data-testid="account-create">
                {t('actions.create')}
              </Button>
            )}
            {can('POST /account/batchPaymentV1', 'buy') && canOpen('/account/buy') && (
              <Button onClick={() => void navigate(buyPath())}>{t('actions.buy')}</Button>
            )}
          </>
        }
      />
      {dialogs}
    </>
  );
}

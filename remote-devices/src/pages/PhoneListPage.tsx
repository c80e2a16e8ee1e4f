// The one device list screen (spec §2): five views chosen by the route, counters from
// GET /phone/cnt refreshed with every page load so they agree with the list totals; row and
// bulk actions (renew, remark, group, bind, assign, sync, operations, delete, auto-renew); the
// allocation notice that reloads the list when bought phones arrive.
import { DownOutlined } from '@ant-design/icons';
import { type Phone, type PhoneFilterStatus, type PhoneListQuery, sharedQueryKeys, useCan } from '@console/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type FilterDef,
  type ListColumn,
  ListPage,
  expiryColumns,
  PageTitle,
  ViewTabs,
  MenuDropdown,
} from '@console/ui';
import { Alert, Button, type MenuProps } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PHONE_EXPORT_PATH, phones } from '../api/phones';
import { DEVICES_NS } from '../i18n';
import { devicesKeys } from '../queryKeys';
import { RowActions } from '../phones/RowActions';
import { useAllocating } from '../phones/useAllocating';
import { useCanOpen } from '../phones/useCanOpen';
import { usePhoneActions } from '../phones/usePhoneActions';
import { BoundName } from '../phones/BoundName';
import { businessMinute } from '../phones/businessTime';
import { PhoneStateTag } from '../phones/PhoneStateTag';
import { PHONE_VIEWS, detailPath, groupControlPath, renewPath } from '../phones/views';

const dash = (v: string | null | undefined) => v || '-';

export function PhoneListPage({ filterStatus }: { filterStatus: PhoneFilterStatus }) {
  const { t } = useTranslation(DEVICES_NS);
  const navigate = useNavigate();
  // Everything offered here is a call the server would accept from this member (spec §6).
  const can = useCan();
  const canOpen = useCanOpen();
  const opensDetail = can('GET /phone/detail') && canOpen('/phoneItem');
  const queryClient = useQueryClient();
  // The counters are the shell's (sidebar) too: one cache entry, sharedQueryKeys.phoneCounters.
  const counts = useQuery({ queryKey: sharedQueryKeys.phoneCounters, queryFn: () => phones.cnt() }).data;
  // Phones changed here: the list refetches, and the counters with it (fetchPage).
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: devicesKeys.phones }), [queryClient]);
  const { actions, dialogs } = usePhoneActions(reload);
  const allocating = useAllocating(reload);

  // List and counters in one go: whenever the list (re)loads, the counters are as fresh as it.
  // q = { page, limit, keyword?, filterStatus } (filters from the URL + fixedParams).
  const fetchPage = useCallback(
    async (q: PhoneListQuery) => {
      const [page, cnt] = await Promise.all([
        phones.list(q),
        phones.cnt().catch(() => undefined), // the request layer has shown the error; the list still shows
      ]);
      if (cnt) queryClient.setQueryData(sharedQueryKeys.phoneCounters, cnt);
      return page;
    },
    [queryClient],
  );

  // Widths that fit the longest zh/en header and cell. The columns shown by default fit a 1440 px
  // screen's table (1188 px beside the sidebar: selection 32 + 940 + 操作 180, each drawn a pixel or
  // two wider), so nothing starts under the fixed 操作 column (issue 34); the rest are one click
  // away in 列设置.
  const columns = useMemo<ListColumn<Phone>[]>(
    () => [
      {
        key: 'phone_name',
        dataIndex: 'phone_name',
        title: t('columns.phoneName'),
        width: 150,
        sortable: true, // the server sorts by the column keys it whitelists (PHONE_SORT_FIELDS)
        render: (name: string, p) => (opensDetail ? <Link to={detailPath(p.id)}>{name}</Link> : name),
      },
      {
        key: 'is_domestic_name',
        dataIndex: 'is_domestic_name',
        title: t('columns.info'),
        width: 120,
        defaultHidden: true,
      },
      { key: 'spec_name', dataIndex: 'spec_name', title: t('columns.spec'), width: 130 },
      { key: 'version', dataIndex: 'version', title: t('columns.version'), width: 130, defaultHidden: true },
      {
        key: 'group_name',
        dataIndex: 'group_name',
        title: t('columns.group'),
        width: 120,
        render: dash,
        defaultHidden: true,
      },
      {
        key: 'remark',
        dataIndex: 'remark',
        title: t('columns.remark'),
        width: 140,
        ellipsis: true,
        render: dash,
        defaultHidden: true,
      },
      {
        key: 'account_name',
        title: t('columns.account'),
        width: 130,
        render: (_, p) => <BoundName kind="account" id={p.account_id} name={p.account_name} />,
      },
      {
        key: 'network_card_name',
        title: t('columns.networkCard'),
        width: 150,
        render: (_, p) => <BoundName kind="networkCard" id={p.network_card_id} name={p.network_card_name} />,
      },
      { key: 'status', title: t('columns.status'), width: 110, render: (_, p) => <PhoneStateTag state={p.state} /> },
      ...expiryColumns<Phone>({ expiration: t('columns.expirationTime'), remaining: t('columns.remaining') }).map(
        // expiry to the minute in the business time zone, sortable on the server
        (c) =>
          c.key === 'expiration_time'
            ? { ...c, width: 160, sortable: true, render: (_: unknown, p: Phone) => businessMinute(p.expiration_time) }
            : { ...c, width: 110 },
      ),
      {
        key: 'auto_renew',
        title: t('columns.autoRenew'),
        width: 130,
        defaultHidden: true,
        render: (_, p) => (p.auto_renew ? t('autoRenew.on') : t('autoRenew.off')),
      },
      {
        key: 'actions',
        title: t('columns.actions'),
        fixed: 'right',
        width: 180,
        render: (_, p) => <RowActions phone={p} actions={actions} can={can} canOpen={canOpen} />,
      },
    ],
    [t, actions, can, canOpen, opensDetail],
  );

  // The other device screens, each offered to those the guard lets open it (routes.json).
  const screens: [path: string, label: string][] = [
    ['/phone/groupControl', t('more.groupControl')],
    ['/phone/recycle', t('more.recycle')],
    ['/phone/syncRecord', t('more.syncRecords')],
    ['/cloudNumber/inUse', t('more.cloudNumbers')],
    ['/mall/all', t('more.appMarket')],
    ['/app/manage', t('more.appManage')],
  ];
  const moreItems: NonNullable<MenuProps['items']> = [
    ...(can('POST /phone/group/create')
      ? [{ key: 'groups', label: t('more.groups'), onClick: actions.manageGroups }]
      : []),
    ...screens.filter(([path]) => canOpen(path)).map(([key, label]) => ({ key, label })),
  ];

  const filters = useMemo<FilterDef[]>(
    () => [{ name: 'keyword', label: t('filter.keyword'), type: 'text', placeholder: t('filter.keywordPlaceholder') }],
    [t],
  );

  const current = PHONE_VIEWS.find((v) => v.filterStatus === filterStatus)!;

  return (
    <>
      <PageTitle>{t('pageTitle.phones')}</PageTitle>
      {allocating > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('allocating', { n: allocating })}
          style={{ marginBottom: 12 }}
          data-testid="allocating"
        />
      )}
      {/* Links, so the URL stays the truth: reload, back/forward and deep links just work. */}
      <ViewTabs
        activePath={current.path}
        views={PHONE_VIEWS.map((v) => ({
          path: v.path,
          label: t(v.labelKey),
          count: v.countKey && counts ? counts[v.countKey] : undefined,
        }))}
      />
      <ListPage<Phone, PhoneListQuery>
        rowKey="id"
        queryKey={devicesKeys.phones}
        columns={columns}
        fetchPage={fetchPage}
        // The route decides filterStatus; ListPage re-queries and clears the selection when it changes.
        fixedParams={{ filterStatus }}
        filters={filters}
        exportPath={PHONE_EXPORT_PATH}
        exportName="phones"
        settingsKey="devices.phones"
        bulkActions={(rows) => {
          // spec §5: bulk actions wait for a selection
          const none = rows.length === 0;
          const ids = rows.map((r) => r.id);
          return (
            <>
              {can('POST /phone/renewV1') && canOpen('/phone/renew') && (
                <Button disabled={none} onClick={() => navigate(renewPath(ids))}>
                  {t('actions.bulkRenew')}
                </Button>
              )}
              {can('POST /phone/group/set') && (
                <Button disabled={none} onClick={() => actions.pick('group', rows)}>
                  {t('actions.setGroup')}
                </Button>
              )}
              {can('POST /phone/user/set') && (
                <Button disabled={none} onClick={() => actions.pick('member', rows)}>
                  {t('actions.assignMember')}
                </Button>
              )}
              {can('POST /phone/syncCloudMobile') && (
                <Button disabled={none} onClick={() => actions.sync(rows)}>
                  {t('actions.sync')}
                </Button>
              )}
              {canOpen('/phone/groupControl') && (
                <Button disabled={none} onClick={() => navigate(groupControlPath(ids))}>
                  {t('actions.bulkControl')}
                </Button>
              )}
            </>
          );
        }}
        toolbar={
          <>
            {can('POST /phone/buyV1') && canOpen('/phone/buy') && (
              <Button type="primary" onClick={() => navigate('/phone/buy')}>
                {t('actions.buy')}
              </Button>
            )}
            {can('POST /phone/syncCloudMobile') && (
              <Button onClick={() => actions.sync()}>{t('actions.syncAll')}</Button>
            )}
            {moreItems.length > 0 && (
              <MenuDropdown
                menu={{
                  items: moreItems,
                  onClick: ({ key }) => {
                    if (key.startsWith('/')) void navigate(key);
                  },
                }}
                trigger={['click']}
              >
                <Button>
                  {t('more.label')} <DownOutlined />
                </Button>
              </MenuDropdown>
            )}
          </>
        }
      />
      {dialogs}
    </>
  );
}

// The one device list screen (spec §2): five views chosen by the route, counters from
// GET /phone/cnt refreshed with every page load so they agree with the list totals; row and
// bulk actions (renew, remark, group, bind, assign, sync, operations, delete, auto-renew); the
// allocation notice that reloads the list when bought phones arrive.
import { DownOutlined } from '@ant-design/icons';
import { type Phone, type PhoneFilterStatus, type PhoneListQuery, sharedQueryKeys } from '@console/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FilterDef, type ListColumn, ListPage, expiryColumns, ViewTabs } from '@console/ui';
import { Alert, Button, Dropdown, type MenuProps, Tag } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PHONE_EXPORT_PATH, phones } from '../api/phones';
import { DEVICES_NS } from '../i18n';
import { devicesKeys } from '../queryKeys';
import { RowActions } from '../phones/RowActions';
import { useAllocating } from '../phones/useAllocating';
import { usePhoneActions } from '../phones/usePhoneActions';
import { useRights } from '../phones/useRights';
import { PHONE_VIEWS, groupControlPath, renewPath } from '../phones/views';

const dash = (v: string | null | undefined) => v || '-';

export function PhoneListPage({ filterStatus }: { filterStatus: PhoneFilterStatus }) {
  const { t } = useTranslation(DEVICES_NS);
  const navigate = useNavigate();
  const rights = useRights();
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

  const columns = useMemo<ListColumn<Phone>[]>(
    () => [
      { key: 'phone_name', dataIndex: 'phone_name', title: t('columns.phoneName') },
      { key: 'is_domestic_name', dataIndex: 'is_domestic_name', title: t('columns.info') },
      { key: 'spec_name', dataIndex: 'spec_name', title: t('columns.spec') },
      { key: 'version', dataIndex: 'version', title: t('columns.version') },
      { key: 'group_name', dataIndex: 'group_name', title: t('columns.group'), render: dash },
      { key: 'remark', dataIndex: 'remark', title: t('columns.remark'), render: dash },
      {
        key: 'account_name',
        title: t('columns.account'),
        render: (_, p) => (p.account_id ? <Link to="/account/all">{dash(p.account_name)}</Link> : t('unbound')),
      },
      {
        key: 'network_card_name',
        title: t('columns.networkCard'),
        render: (_, p) =>
          p.network_card_id ? <Link to="/NetworkCard/all">{dash(p.network_card_name)}</Link> : t('unbound'),
      },
      {
        key: 'status',
        title: t('columns.status'),
        render: (_, p) =>
          p.status === 'normal' ? (
            <Tag color="success">{t('status.normal')}</Tag>
          ) : (
            <Tag color="error">{t('status.abnormal')}</Tag>
          ),
      },
      ...expiryColumns<Phone>({ expiration: t('columns.expirationTime'), remaining: t('columns.remaining') }),
      {
        key: 'auto_renew',
        title: t('columns.autoRenew'),
        render: (_, p) =>
          p.auto_renew ? <Tag color="processing">{t('autoRenew.on')}</Tag> : <Tag>{t('autoRenew.off')}</Tag>,
      },
      {
        key: 'actions',
        title: t('columns.actions'),
        fixed: 'right',
        render: (_, p) => <RowActions phone={p} actions={actions} rights={rights} />,
      },
    ],
    [t, actions, rights],
  );

  // The other device screens, by role: managers manage groups and see sync records, admins the bin.
  const moreItems: MenuProps['items'] = [
    ...(rights.manager ? [{ key: 'groups', label: t('more.groups'), onClick: actions.manageGroups }] : []),
    { key: '/phone/groupControl', label: t('more.groupControl') },
    ...(rights.admin ? [{ key: '/phone/recycle', label: t('more.recycle') }] : []),
    ...(rights.manager ? [{ key: '/phone/syncRecord', label: t('more.syncRecords') }] : []),
    { key: '/cloudNumber/inUse', label: t('more.cloudNumbers') },
    { key: '/mall/all', label: t('more.appMarket') },
    { key: '/app/manage', label: t('more.appManage') },
  ];

  const filters = useMemo<FilterDef[]>(
    () => [{ name: 'keyword', label: t('filter.keyword'), type: 'text', placeholder: t('filter.keywordPlaceholder') }],
    [t],
  );

  const current = PHONE_VIEWS.find((v) => v.filterStatus === filterStatus)!;

  return (
    <>
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
              <Button disabled={none} onClick={() => navigate(renewPath(ids))}>
                {t('actions.bulkRenew')}
              </Button>
              {rights.manager && (
                <>
                  <Button disabled={none} onClick={() => actions.pick('group', rows)}>
                    {t('actions.setGroup')}
                  </Button>
                  <Button disabled={none} onClick={() => actions.pick('member', rows)}>
                    {t('actions.assignMember')}
                  </Button>
                  <Button disabled={none} onClick={() => actions.sync(rows)}>
                    {t('actions.sync')}
                  </Button>
                </>
              )}
              <Button disabled={none} onClick={() => navigate(groupControlPath(ids))}>
                {t('actions.bulkControl')}
              </Button>
            </>
          );
        }}
        toolbar={
          <>
            {/* /phone/buy is admin only (spec §6); staff still renew (the server checks their permission). */}
            {rights.admin && (
              <Button type="primary" onClick={() => navigate('/phone/buy')}>
                {t('actions.buy')}
              </Button>
            )}
            {rights.manager && <Button onClick={() => actions.sync()}>{t('actions.syncAll')}</Button>}
            <Dropdown
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
            </Dropdown>
          </>
        }
      />
      {dialogs}
    </>
  );
}

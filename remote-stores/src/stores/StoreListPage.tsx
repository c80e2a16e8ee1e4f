// Store management (spec §2 views, §3 Store columns, §6 roles): seven views chosen by the route,
// each tab with its count (GET /store/cnt). Managers create, edit, import cookies, bind IP
// devices, authorize employees and hand stores over; everyone the server lets see a store may
// open it (an ordinary employee sees only the stores authorized to them). 'Transfer records'
// lists handovers instead of stores.
import {
  formatDateTime,
  type FilterDef,
  type ListColumn,
  ListPage,
  PageTitle,
  ViewTabs,
  useConfirm,
} from '@console/ui';
import { useCan, useJoinList, useLanguage } from '@console/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { STORE_EXPORT_PATH, type Store, type StoreListQuery, type StoreView, stores, storeTags } from '../api/stores';
import { STORES_NS } from '../i18n';
import { storeKeys } from '../queryKeys';
import { platformLabel, platformOptions } from './platforms';
import { isHttpUrl } from './rules';
import { AuthorizeDialog } from './AuthorizeDialog';
import { BindDeviceDialog } from './BindDeviceDialog';
import { handToExtension, watchExtension } from './bridge';
import { CookieDialog } from './CookieDialog';
import { HandoverDialog } from './HandoverDialog';
import { StoreFormDialog } from './StoreFormDialog';
import { type StoreRowHandlers, StoreRowActions } from './StoreRowActions';
import { TransferList } from './TransferList';
import { EXTRACTION_PATH, extractionPath, STORE_VIEW_DEFS, TAG_PATH } from './views';

const dash = (v: string | null | undefined) => v || '-';

/** The back-office address is free text; only http(s) addresses become links (never javascript: etc.). */
function AddressCell({ address }: { address: string }) {
  if (!address) return <>-</>;
  if (!isHttpUrl(address)) return <>{address}</>; // addresses stored before the rule
  return (
    <Typography.Link href={address} target="_blank" rel="noopener noreferrer">
      {address}
    </Typography.Link>
  );
}

const fetchStores = (q: StoreListQuery) => stores.list(q);

export function StoreListPage({ view }: { view: StoreView }) {
  const { t } = useTranslation(STORES_NS);
  const join = useJoinList();
  const en = useLanguage() === 'en';
  const { message } = App.useApp();
  const modal = useConfirm();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Store | 'new' | null>(null);
  const [cookieOf, setCookieOf] = useState<Store | null>(null);
  const [bindOf, setBindOf] = useState<Store | null>(null);
  const [authorizeOf, setAuthorizeOf] = useState<Store | null>(null);
  const [handoverOf, setHandoverOf] = useState<Store | null>(null);
  // a failure was shown by the request layer; the tabs then show no numbers
  const counts = useQuery({ queryKey: storeKeys.storeCnt, queryFn: () => stores.cnt() }).data;
  const tags = useQuery({ queryKey: storeKeys.tags, queryFn: storeTags.list }).data;
  const members = useQuery({
    queryKey: storeKeys.members,
    queryFn: stores.members,
    enabled: can('GET /store/members'),
  }).data;
  const platforms = useQuery({ queryKey: storeKeys.platforms, queryFn: stores.platforms }).data;
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: storeKeys.stores }), [queryClient]);
  // whether the browser extension is installed is known before a store is opened (the host asks at
  // start; standalone, this asks): opening then hands over or says the client is needed at once
  useEffect(watchExtension, []);

  const {
    mutate: openStore,
    isPending: opening,
    variables: openingStore,
  } = useMutation({
    mutationFn: async (s: Store) => {
      const env = await stores.open(s.id);
      return { env, handOver: await handToExtension(env) };
    },
    onSettled: refresh, // the last login changed (and 'recently opened')
    onSuccess: ({ handOver }, s) => {
      if (handOver === 'handed') void message.success(t('open.handed', { name: s.name }));
      else if (handOver === 'noAnswer')
        void modal.info({ title: t('open.noAnswerTitle'), content: t('open.noAnswer', { name: s.name }) });
      else
        void modal.info({
          title: t('open.needClientTitle'),
          content: t('open.needClient', { name: s.name }),
        });
    },
  });

  const remove = useCallback(
    (rows: Store[], clear?: () => void) =>
      void modal.confirm({
        title: t('delete.confirm', { count: rows.length }),
        okButtonProps: { danger: true },
        onOk: async () => {
          const r = await stores.remove(rows.map((s) => s.id)).catch(() => null);
          if (!r) return;
          void message.success(t('delete.done', { count: r.ids.length }));
          clear?.();
          refresh();
        },
      }),
    [message, modal, refresh, t],
  );

  const rowHandlers = useMemo<StoreRowHandlers>(
    () => ({
      open: openStore,
      edit: setEditing,
      cookie: setCookieOf,
      bind: setBindOf,
      authorize: setAuthorizeOf,
      handover: setHandoverOf,
      extractions: (s) => void navigate(extractionPath(s.id)),
      remove: (s) => remove([s]),
    }),
    [openStore, navigate, remove],
  );

  const columns = useMemo<ListColumn<Store>[]>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('columns.name') },
      {
        key: 'platform',
        title: t('columns.platform'),
        render: (_, s) => dash(platformLabel(s.platform, platforms, en)),
      },
      { key: 'site', dataIndex: 'site', title: t('columns.site'), render: dash },
      { key: 'account', dataIndex: 'account', title: t('columns.account'), render: dash },
      { key: 'principal_name', dataIndex: 'principal_name', title: t('columns.principal'), render: dash },
      {
        key: 'tags',
        title: t('columns.tags'),
        render: (_, s) =>
          s.tags.length ? (
            <Space size={[0, 4]} wrap>
              {s.tags.map((x) => (
                <Tag key={x.id} color={x.color}>
                  {x.name}
                </Tag>
              ))}
            </Space>
          ) : (
            '-'
          ),
      },
      {
        key: 'device',
        title: t('columns.device'),
        render: (_, s) =>
          s.ip_device ? (
            `${s.ip_device.address}:${s.ip_device.port ?? ''}`
          ) : (
            <Typography.Text type="secondary">{t('unbound')}</Typography.Text>
          ),
      },
      {
        key: 'members',
        title: t('columns.members'),
        render: (_, s) =>
          s.members.length ? (
            join(s.members.map((m) => m.name))
          ) : (
            <Typography.Text type="secondary">{t('unauthorized')}</Typography.Text>
          ),
      },
      {
        key: 'credentials',
        title: t('columns.credentials'),
        render: (_, s) => (
          <Space size={[0, 4]} wrap>
            <Tag color={s.has_password ? 'success' : 'default'}>
              {t(s.has_password ? 'credentials.passwordSet' : 'credentials.passwordNotSet')}
            </Tag>
            <Tag color={s.cookie_count ? 'success' : 'default'}>
              {s.cookie_count ? t('credentials.cookies', { count: s.cookie_count }) : t('credentials.noCookie')}
            </Tag>
          </Space>
        ),
      },
      {
        key: 'browser',
        title: t('columns.browser'),
        defaultHidden: true,
        render: (_, s) =>
          `${s.ua_type === 'custom' ? t(`uaOses.${s.ua_os}`, { defaultValue: s.ua_os }) : t('uaTypes.system')} · WebGL ${t(s.webgl ? 'on' : 'off')}`,
      },
      { key: 'address', title: t('columns.address'), render: (_, s) => <AddressCell address={s.address} /> },
      { key: 'remark', dataIndex: 'remark', title: t('columns.remark'), render: dash },
      { key: 'created_at', title: t('columns.createdAt'), render: (_, s) => formatDateTime(s.created_at) },
      {
        key: 'last_login',
        title: t('columns.lastLogin'),
        render: (_, s) =>
          s.last_login_at || s.last_login_user ? (
            <span>
              {dash(s.last_login_user)}
              <br />
              <Typography.Text type="secondary">
                {s.last_login_at ? formatDateTime(s.last_login_at) : '-'}
              </Typography.Text>
            </span>
          ) : (
            <Typography.Text type="secondary">{t('neverLoggedIn')}</Typography.Text>
          ),
      },
      {
        key: 'actions',
        title: t('columns.actions'),
        render: (_, s) => (
          <StoreRowActions store={s} on={rowHandlers} can={can} opening={opening && openingStore?.id === s.id} />
        ),
      },
    ],
    [t, join, can, opening, openingStore, rowHandlers, platforms, en],
  );

  const filters = useMemo<FilterDef[]>(
    () => [
      { name: 'keyword', label: t('filter.keyword'), type: 'text', placeholder: t('filter.keywordPlaceholder') },
      {
        name: 'platform',
        label: t('filter.platform'),
        type: 'select',
        options: platformOptions(platforms, en),
      },
      { name: 'site', label: t('filter.site'), type: 'text', placeholder: t('filter.sitePlaceholder') },
      {
        name: 'tag_id',
        label: t('filter.tag'),
        type: 'select',
        options: (tags ?? []).map((x) => ({ value: x.id, label: x.name })),
      },
      ...(members
        ? [
            {
              name: 'member_id',
              label: t('filter.member'),
              type: 'select' as const,
              options: members.map((m) => ({ value: m.id, label: m.name })),
            },
          ]
        : []),
    ],
    [t, platforms, en, tags, members],
  );

  const current = STORE_VIEW_DEFS.find((v) => v.view === view)!;

  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <ViewTabs
        activePath={current.path}
        views={STORE_VIEW_DEFS.filter((v) => v.view !== 'transfers' || can('GET /store/transfers')).map((v) => ({
          path: v.path,
          label: t(v.labelKey),
          count: counts?.[v.view],
        }))}
      />
      {view === 'transfers' ? (
        <TransferList />
      ) : (
        <ListPage<Store, StoreListQuery>
          rowKey="id"
          queryKey={storeKeys.stores}
          columns={columns}
          fetchPage={fetchStores}
          fixedParams={{ view }}
          filters={filters}
          exportPath={STORE_EXPORT_PATH}
          exportName="stores"
          settingsKey="stores.list"
          bulkActions={
            can('POST /store/delete')
              ? (rows, clear) => (
                  <Button danger disabled={rows.length === 0} onClick={() => remove(rows, clear)}>
                    {t('actions.delete')}
                  </Button>
                )
              : undefined
          }
          toolbar={
            <Space wrap>
              {can('POST /store/add') && (
                <Button type="primary" onClick={() => setEditing('new')}>
                  {t('actions.add')}
                </Button>
              )}
              {can('POST /store/tag/add') && <Link to={TAG_PATH}>{t('actions.tags')}</Link>}
              {can('GET /store/extraction/list') && <Link to={EXTRACTION_PATH}>{t('actions.allExtractions')}</Link>}
            </Space>
          }
        />
      )}
      <StoreFormDialog store={editing} onClose={() => setEditing(null)} />
      <CookieDialog store={cookieOf} onClose={() => setCookieOf(null)} />
      <BindDeviceDialog store={bindOf} onClose={() => setBindOf(null)} />
      <AuthorizeDialog store={authorizeOf} onClose={() => setAuthorizeOf(null)} />
      <HandoverDialog store={handoverOf} onClose={() => setHandoverOf(null)} />
    </>
  );
}

// The network card list screen (spec §2): four views chosen by the route, each tab with its count
// (GET /networkCard/cnt, cached under the list's key so whatever reloads the list reloads them).
// Rows bind to / unbind from cloud phones and sub-accounts and switch auto-renewal; a selection
// is renewed on /NetworkCard/renew; the toolbar buys cards. Only what the server allows is offered.
import { useCan } from '@console/shared';
import {
  type FilterDef,
  type ListColumn,
  ListPage,
  expiryColumns,
  formatDateTime,
  PageTitle,
  ViewTabs,
  useConfirm,
} from '@console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Switch, Tag, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  CARD_EXPORT_PATH,
  type CardFilterStatus,
  type CardListQuery,
  type CardStatus,
  type NetworkCard,
  networkCards,
} from '../api/networkCards';
import { BindDialog } from '../cards/BindDialog';
import { CARD_VIEWS } from '../cards/views';
import { NETWORK_NS } from '../i18n';
import { networkKeys } from '../queryKeys';

const dash = (v: string | null | undefined) => v || '-';

const STATUS_COLOR: Record<CardStatus, string> = { normal: 'success', will_expire: 'warning', expired: 'error' };
const COUNT_OF = { 0: 'all', 2: 'unexpired', 3: 'will_expire', 1: 'expired' } as const;

export function NetworkCardListPage({ filterStatus }: { filterStatus: CardFilterStatus }) {
  const { t } = useTranslation(NETWORK_NS);
  const { message } = App.useApp();
  const modal = useConfirm();
  const navigate = useNavigate();
  const can = useCan();
  const queryClient = useQueryClient();
  const [binding, setBinding] = useState<NetworkCard | null>(null);
  // a failure was shown by the request layer; the tabs then show no numbers
  const counts = useQuery({ queryKey: networkKeys.cardCnt, queryFn: () => networkCards.cnt() }).data;

  const fetchPage = useCallback((q: CardListQuery) => networkCards.list(q), []);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: networkKeys.cards });

  const { mutate: setAutoRenew } = useMutation({
    mutationFn: ({ c, on }: { c: NetworkCard; on: boolean }) => networkCards.autoRenew([c.id], on),
    onSuccess: (_, { on }) => {
      void message.success(t(on ? 'autoRenewOn' : 'autoRenewOff'));
      refresh();
    },
  });
  const { mutate: unbind } = useMutation({
    mutationFn: ({ c, what }: { c: NetworkCard; what: 'phone' | 'account' }) =>
      what === 'phone'
        ? networkCards.bindPhone(c.phone_id!, null)
        : networkCards.bindAccount({ network_card_id: c.id, account_id: null }),
    onSuccess: () => {
      void message.success(t('bind.unbound'));
      refresh();
    },
  });
  const confirmUnbind = useCallback(
    (c: NetworkCard, what: 'phone' | 'account') =>
      void modal.confirm({
        title: t(what === 'phone' ? 'bind.unbindPhoneConfirm' : 'bind.unbindAccountConfirm', {
          name: c.name,
          target: what === 'phone' ? c.phone_name : c.account_name,
        }),
        onOk: () => unbind({ c, what }),
      }),
    [modal, t, unbind],
  );

  const columns = useMemo<ListColumn<NetworkCard>[]>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('columns.name') },
      { key: 'ip', dataIndex: 'ip', title: t('columns.ip'), render: dash },
      { key: 'region', dataIndex: 'region', title: t('columns.region'), render: dash },
      { key: 'type', title: t('columns.type'), render: (_, c) => t(`cardTypes.${c.card_type}`) },
      {
        key: 'phone',
        title: t('columns.phone'),
        render: (_, c) =>
          c.phone_id ? (
            <>
              <Link to="/phone/all">{dash(c.phone_name)}</Link>
              {c.phone_count > 1 && (
                <Typography.Text type="secondary"> {t('morePhones', { count: c.phone_count })}</Typography.Text>
              )}
            </>
          ) : (
            t('unbound')
          ),
      },
      { key: 'account', title: t('columns.account'), render: (_, c) => c.account_name || t('unbound') },
      {
        key: 'status',
        title: t('columns.status'),
        render: (_, c) =>
          c.status in STATUS_COLOR ? (
            <Tag color={STATUS_COLOR[c.status]}>{t(`status.${c.status}`)}</Tag>
          ) : (
            <Tag>{dash(c.status)}</Tag>
          ),
      },
      { key: 'created_at', title: t('columns.purchaseTime'), render: (_, c) => formatDateTime(c.created_at) },
      ...expiryColumns<NetworkCard>({ expiration: t('columns.expirationTime'), remaining: t('columns.remaining') }),
      {
        key: 'auto_renew',
        title: t('columns.autoRenew'),
        render: (_, c) => (
          <Switch
            size="small"
            aria-label={t('autoRenewOf', { name: c.name })}
            checked={c.auto_renew === 1}
            disabled={!can('POST /networkCard/autoRenew') || c.status === 'expired'}
            onChange={(on) => setAutoRenew({ c, on })}
          />
        ),
      },
      {
        key: 'actions',
        title: t('columns.actions'),
        render: (_, c) => (
          <Space size={0} wrap>
            {can('POST /networkCard/bindYunPhone') && c.status !== 'expired' && (
              <Button type="link" size="small" onClick={() => setBinding(c)}>
                {t('bind.action')}
              </Button>
            )}
            {can('POST /networkCard/bindYunPhone') && c.phone_id !== null && (
              <Button type="link" size="small" onClick={() => confirmUnbind(c, 'phone')}>
                {t('bind.unbindPhone')}
              </Button>
            )}
            {can('POST /networkCard/bindAccount') && c.account_id !== null && (
              <Button type="link" size="small" onClick={() => confirmUnbind(c, 'account')}>
                {t('bind.unbindAccount')}
              </Button>
            )}
            {can('POST /networkCard/renew') && (
              <Button type="link" size="small" onClick={() => void navigate(`/NetworkCard/renew?ids=${c.id}`)}>
                {t('actions.renew')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, can, setAutoRenew, confirmUnbind, navigate],
  );

  const filters = useMemo<FilterDef[]>(
    () => [{ name: 'keyword', label: t('filter.keyword'), type: 'text', placeholder: t('filter.keywordPlaceholder') }],
    [t],
  );

  const current = CARD_VIEWS.find((v) => v.filterStatus === filterStatus)!;

  return (
    <>
      {/* the screen's one h1 (the views below name the subset shown); links keep the URL the truth */}
      <PageTitle>{t('pageTitle')}</PageTitle>
      <ViewTabs
        activePath={current.path}
        views={CARD_VIEWS.map((v) => ({
          path: v.path,
          label: t(v.labelKey),
          count: counts?.[COUNT_OF[v.filterStatus]],
        }))}
      />
      <ListPage<NetworkCard, CardListQuery>
        rowKey="id"
        queryKey={networkKeys.cards}
        columns={columns}
        fetchPage={fetchPage}
        // The route decides filterStatus; ListPage re-queries and clears the selection when it changes.
        fixedParams={{ filterStatus }}
        filters={filters}
        exportPath={CARD_EXPORT_PATH}
        exportName="network-cards"
        settingsKey="network.cards"
        bulkActions={
          can('POST /networkCard/renew')
            ? (rows) => (
                <Button
                  disabled={rows.length === 0}
                  onClick={() => void navigate(`/NetworkCard/renew?ids=${rows.map((r) => r.id).join(',')}`)}
                >
                  {t('actions.bulkRenew')}
                </Button>
              )
            : undefined
        }
        toolbar={
          can('POST /networkCard/buy') && (
            <Button type="primary" onClick={() => void navigate('/NetworkCard/buyCard')}>
              {t('actions.buy')}
            </Button>
          )
        }
      />
      <BindDialog card={binding} onClose={() => setBinding(null)} />
    </>
  );
}

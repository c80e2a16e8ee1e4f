// The network card list screen (spec §2): four views chosen by the route. There is no counter
// endpoint for network cards, so the only number on the view tabs is the current view's total,
// taken from the list response itself (and only while no keyword narrows it).
import { type FilterDef, type ListColumn, ListPage, expiryColumns, PageTitle, ViewTabs } from '@console/ui';
import { Tag, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CARD_EXPORT_PATH,
  type CardFilterStatus,
  type CardListQuery,
  type CardStatus,
  type NetworkCard,
  networkCards,
} from '../api/networkCards';
import { CARD_VIEWS } from '../cards/views';
import { NETWORK_NS } from '../i18n';

const dash = (v: string | null | undefined) => v || '-';

const STATUS_COLOR: Record<CardStatus, string> = { normal: 'success', will_expire: 'warning', expired: 'error' };

export function NetworkCardListPage({ filterStatus }: { filterStatus: CardFilterStatus }) {
  const { t } = useTranslation(NETWORK_NS);
  // total of the last unfiltered load, with the view it belongs to (a late answer of another view is never shown)
  const [viewTotal, setViewTotal] = useState<{ filterStatus: CardFilterStatus; total: number }>();

  // q = { page, limit, keyword?, filterStatus } (filters from the URL + fixedParams).
  const fetchPage = useCallback(async (q: CardListQuery) => {
    const page = await networkCards.list(q);
    setViewTotal(q.keyword ? undefined : { filterStatus: q.filterStatus, total: page.total });
    return page;
  }, []);

  const columns = useMemo<ListColumn<NetworkCard>[]>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('columns.name') },
      { key: 'ip', dataIndex: 'ip', title: t('columns.ip'), render: dash },
      { key: 'region', dataIndex: 'region', title: t('columns.region'), render: dash },
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
      ...expiryColumns<NetworkCard>({ expiration: t('columns.expirationTime'), remaining: t('columns.remaining') }),
    ],
    [t],
  );

  const filters = useMemo<FilterDef[]>(
    () => [{ name: 'keyword', label: t('filter.keyword'), type: 'text', placeholder: t('filter.keywordPlaceholder') }],
    [t],
  );

  const current = CARD_VIEWS.find((v) => v.filterStatus === filterStatus)!;
  const total = viewTotal?.filterStatus === filterStatus ? viewTotal.total : undefined;

  return (
    <>
      {/* Links, so the URL stays the truth: reload, back/forward and deep links just work. */}
      {/* the screen's one h1 (the views below name the subset shown) */}
      <PageTitle>{t('pageTitle')}</PageTitle>
      <ViewTabs
        activePath={current.path}
        views={CARD_VIEWS.map((v) => ({
          path: v.path,
          label: t(v.labelKey),
          count: v === current ? total : undefined,
        }))}
      />
      <ListPage<NetworkCard, CardListQuery>
        rowKey="id"
        queryKey={['network', 'cards']}
        columns={columns}
        fetchPage={fetchPage}
        // The route decides filterStatus; ListPage re-queries and clears the selection when it changes.
        fixedParams={{ filterStatus }}
        filters={filters}
        exportPath={CARD_EXPORT_PATH}
        exportName="network-cards"
        settingsKey="network.cards"
      />
    </>
  );
}

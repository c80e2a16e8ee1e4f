// The store list screen ("Store management", spec §2/§3): GET /store/list, every member of the
// enterprise sees its stores. Filters keyword and platform live in the URL; CSV of all filtered rows.
import { type FilterDef, type ListColumn, ListPage } from '@console/ui';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { STORE_EXPORT_PATH, type Store, type StoreListQuery, stores } from '../api/stores';
import { STORES_NS } from '../i18n';

const dash = (v: string | null | undefined) => v || '-';
const time = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '-');

/** The back-office address is free text; only http(s) addresses become links (never javascript: etc.). */
function AddressCell({ address }: { address: string }) {
  if (!address) return <>-</>;
  if (!/^https?:\/\//i.test(address)) return <>{address}</>;
  return (
    <Typography.Link href={address} target="_blank" rel="noopener noreferrer">
      {address}
    </Typography.Link>
  );
}

const fetchStores = (q: StoreListQuery) => stores.list(q);

export function StoreListPage() {
  const { t } = useTranslation(STORES_NS);

  const columns = useMemo<ListColumn<Store>[]>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('columns.name') },
      { key: 'platform', dataIndex: 'platform', title: t('columns.platform'), render: dash },
      { key: 'site', dataIndex: 'site', title: t('columns.site'), render: dash },
      { key: 'account', dataIndex: 'account', title: t('columns.account'), render: dash },
      { key: 'principal_name', dataIndex: 'principal_name', title: t('columns.principal'), render: dash },
      { key: 'address', title: t('columns.address'), render: (_, s) => <AddressCell address={s.address} /> },
      { key: 'remark', dataIndex: 'remark', title: t('columns.remark'), render: dash },
      {
        key: 'last_login',
        title: t('columns.lastLogin'),
        render: (_, s) =>
          s.last_login_at || s.last_login_user ? (
            <span>
              {dash(s.last_login_user)}
              <br />
              <Typography.Text type="secondary">{time(s.last_login_at)}</Typography.Text>
            </span>
          ) : (
            <Typography.Text type="secondary">{t('neverLoggedIn')}</Typography.Text>
          ),
      },
      { key: 'created_at', title: t('columns.createdAt'), render: (_, s) => time(s.created_at) },
    ],
    [t],
  );

  // platform is free text on the server (varchar, exact match, no fixed list), so it is a text
  // filter rather than a select with made-up options.
  const filters = useMemo<FilterDef[]>(
    () => [
      { name: 'keyword', label: t('filter.keyword'), type: 'text', placeholder: t('filter.keywordPlaceholder') },
      { name: 'platform', label: t('filter.platform'), type: 'text', placeholder: t('filter.platformPlaceholder') },
    ],
    [t],
  );

  return (
    <ListPage<Store, StoreListQuery>
      title={t('title')}
      rowKey="id"
      queryKey={['stores', 'stores']}
      columns={columns}
      fetchPage={fetchStores}
      filters={filters}
      exportPath={STORE_EXPORT_PATH}
      exportName="stores"
      settingsKey="stores.list"
    />
  );
}

// The one device list screen (spec §2): five views chosen by the route, counters from
// GET /phone/cnt refreshed with every page load so they agree with the list totals.
import {
  type Phone,
  type PhoneCnt,
  type PhoneFilterStatus,
  type PhoneListQuery,
  roleFromLevel,
  useSession,
} from '@console/shared';
import { type FilterDef, type ListColumn, ListPage, expiryColumns, ViewTabs } from '@console/ui';
import { Button, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PHONE_EXPORT_PATH, phones } from '../api/phones';
import { DEVICES_NS } from '../i18n';
import { PHONE_VIEWS, renewPath } from '../phones/views';

const dash = (v: string | null | undefined) => v || '-';

export function PhoneListPage({ filterStatus }: { filterStatus: PhoneFilterStatus }) {
  const { t } = useTranslation(DEVICES_NS);
  const navigate = useNavigate();
  const isAdmin = roleFromLevel(useSession().userInfo?.level ?? 0) === 'admin';
  const [counts, setCounts] = useState<PhoneCnt>();

  // List and counters in one go: whenever the list (re)loads, the counters are as fresh as it.
  // q = { page, limit, keyword?, filterStatus } (filters from the URL + fixedParams).
  const fetchPage = useCallback(async (q: PhoneListQuery) => {
    const [page, cnt] = await Promise.all([
      phones.list(q),
      phones.cnt().catch(() => undefined), // the request layer has shown the error; the list still shows
    ]);
    if (cnt) setCounts(cnt);
    return page;
  }, []);

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
          p.status === 'normal' ? <Tag color="success">{t('status.normal')}</Tag> : <Tag color="error">{t('status.abnormal')}</Tag>,
      },
      ...expiryColumns<Phone>({ expiration: t('columns.expirationTime'), remaining: t('columns.remaining') }),
    ],
    [t],
  );

  const filters = useMemo<FilterDef[]>(
    () => [{ name: 'keyword', label: t('filter.keyword'), type: 'text', placeholder: t('filter.keywordPlaceholder') }],
    [t],
  );

  const current = PHONE_VIEWS.find((v) => v.filterStatus === filterStatus)!;

  return (
    <>
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
        columns={columns}
        fetchPage={fetchPage}
        // The route decides filterStatus; ListPage re-queries and clears the selection when it changes.
        fixedParams={{ filterStatus }}
        filters={filters}
        exportPath={PHONE_EXPORT_PATH}
        exportName="phones"
        settingsKey="devices.phones"
        bulkActions={(rows) => (
          <Button disabled={rows.length === 0} onClick={() => navigate(renewPath(rows.map((r) => r.id)))}>
            {t('actions.bulkRenew')}
          </Button>
        )}
        toolbar={
          // /phone/buy is admin only (spec §6); staff still renew (the server checks their permission).
          isAdmin && (
            <Button type="primary" onClick={() => navigate('/phone/buy')}>
              {t('actions.buy')}
            </Button>
          )
        }
      />
    </>
  );
}

// Renewal management (/renew/all): every renewable resource of the enterprise in one list —
// whatever kinds the areas registered with the server (phones, cloud numbers, …) — with expiry,
// auto-renewal (per row and in bulk, across kinds) and a link to renew by hand in its own area;
// above it, the forecast of the coming auto-renewal charges against the balance.
import { formatFen, useCan } from '@console/shared';
import { expiryColumns, type FilterDef, type ListColumn, ListPage, PageTitle } from '@console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type RenewableItem, type RenewalListQuery, renewals } from '../api/renewals';
import { BILLING_NS } from '../i18n';
import { billingKeys } from '../queryKeys';
import { ForecastCard } from './ForecastCard';

/** A row as the expiry columns read it (expiration_time, the lists' field name). */
type Row = RenewableItem & { expiration_time: string };
const fetchRows = async (q: RenewalListQuery) => {
  const page = await renewals.list(q);
  return { ...page, list: page.list.map((i): Row => ({ ...i, expiration_time: i.expires_at })) };
};
const keyOf = (i: Row) => `${i.kind}:${i.id}`;

export function RenewalPage() {
  const { t } = useTranslation(BILLING_NS);
  const { message } = App.useApp();
  const can = useCan();
  const queryClient = useQueryClient();
  const kinds = useQuery({ queryKey: [...billingKeys.renewals, 'kinds'], queryFn: () => renewals.kinds() }).data;
  const mayToggle = can('POST /renewal/autoRenew');

  const { mutate: setAutoRenew } = useMutation({
    mutationFn: ({ items, on }: { items: RenewableItem[]; on: boolean; done?: () => void }) =>
      renewals.autoRenew(
        items.map((i) => ({ kind: i.kind, id: i.id })),
        on,
      ),
    onSuccess: (res, { on, done }) => {
      void message.success(t(on ? 'renewals.autoRenewOn' : 'renewals.autoRenewOff', { count: res.updated }));
      done?.();
      // the list and the forecast both change
      void queryClient.invalidateQueries({ queryKey: billingKeys.renewals });
    },
  });

  const columns = useMemo<ListColumn<Row>[]>(
    () => [
      { key: 'kind', title: t('renewals.columns.kind'), render: (_, i) => i.kind_label },
      { key: 'name', dataIndex: 'name', title: t('renewals.columns.name') },
      ...expiryColumns<Row>({
        expiration: t('renewals.columns.expiresAt'),
        remaining: t('renewals.columns.remaining'),
      }),
      {
        key: 'renewal_fen',
        title: t('renewals.columns.price'),
        align: 'right',
        render: (_, i) => (i.renewal_fen === null ? '-' : formatFen(i.renewal_fen)),
      },
      {
        key: 'auto_renew',
        title: t('renewals.columns.autoRenew'),
        render: (_, i) => (
          <Switch
            size="small"
            aria-label={`${t('renewals.columns.autoRenew')} ${i.name}`}
            checked={i.auto_renew}
            disabled={!mayToggle}
            onChange={(on) => setAutoRenew({ items: [i], on })}
          />
        ),
      },
      {
        key: 'next_charge_at',
        title: t('renewals.columns.nextCharge'),
        render: (_, i) => (i.next_charge_at ? new Date(i.next_charge_at).toLocaleString() : '-'),
      },
      {
        key: 'actions',
        title: t('columns.actions'),
        render: (_, i) => <Link to={i.renew_path}>{t('renewals.renew')}</Link>,
      },
    ],
    [t, mayToggle, setAutoRenew],
  );

  const filters = useMemo<FilterDef[]>(
    () => [
      {
        name: 'kind',
        label: t('renewals.columns.kind'),
        type: 'select',
        options: (kinds ?? []).map((k) => ({ value: k.kind, label: k.label })),
      },
      {
        name: 'auto_renew',
        label: t('renewals.columns.autoRenew'),
        type: 'select',
        options: [
          { value: 1, label: t('renewals.on') },
          { value: 0, label: t('renewals.off') },
        ],
      },
      {
        name: 'within_days',
        label: t('renewals.within'),
        type: 'select',
        options: [7, 30, 90].map((d) => ({ value: d, label: t('renewals.withinDays', { days: d }) })),
      },
    ],
    [t, kinds],
  );

  return (
    <>
      <PageTitle>{t('renewals.title')}</PageTitle>
      <ForecastCard />
      <ListPage<Row, RenewalListQuery>
        rowKey={keyOf}
        queryKey={billingKeys.renewals}
        columns={columns}
        fetchPage={fetchRows}
        filters={filters}
        settingsKey="billing.renewals"
        bulkActions={
          mayToggle
            ? (rows, clear) => (
                <Space>
                  <Button onClick={() => setAutoRenew({ items: rows, on: true, done: clear })}>
                    {t('renewals.bulkOn')}
                  </Button>
                  <Button onClick={() => setAutoRenew({ items: rows, on: false, done: clear })}>
                    {t('renewals.bulkOff')}
                  </Button>
                </Space>
              )
            : undefined
        }
      />
    </>
  );
}

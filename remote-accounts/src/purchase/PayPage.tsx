// /account/buy and /account/renew (spec §2 hidden routes): the sub-accounts an order can be for
// (POST /account/getBatchPaymentList; ?selectAccountIds=… narrows it to the chosen ones), chosen
// in a table, then the pay form. Buy pays the first period of sub-accounts created on the list;
// renew extends paid ones, or adds storage (/memory/batchPayment) for admins.
import { formatFen, useCan } from '@console/shared';
import { PageTitle, useTableA11y } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Result, Segmented, Space, Spin, Table, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AccountStateTag } from '../accounts/AccountStateTag';
import { type PayKind, type PayResult, accounts } from '../api/accounts';
import { ACCOUNTS_NS } from '../i18n';
import { accountsKeys } from '../queryKeys';
import { parseSelectAccountIds } from './paths';
import { PayForm } from './PayForm';

export function PayPage({ mode }: { mode: 'buy' | 'renew' }) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const navigate = useNavigate();
  const { search } = useLocation();
  const can = useCan();
  const chosen = useMemo(() => parseSelectAccountIds(search), [search]);
  const [kind, setKind] = useState<PayKind>(mode);
  const [result, setResult] = useState<PayResult>();
  const options = useQuery({
    queryKey: accountsKeys.payment(kind, chosen.join(',')),
    queryFn: () => accounts.paymentList(kind, chosen.length ? chosen : undefined),
    staleTime: 0,
  });
  const rows = useMemo(() => options.data?.list ?? [], [options.data]);
  // everything listed starts chosen (the ids came from the list's selection): keep what was taken out
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set());
  const selected = useMemo(() => rows.map((r) => r.id).filter((id) => !excluded.has(id)), [rows, excluded]);
  const setSelected = (keys: number[]) =>
    setExcluded(new Set(rows.map((r) => r.id).filter((id) => !keys.includes(id))));

  const title = t(mode === 'buy' ? 'pay.buyTitle' : 'pay.renewTitle');
  // antd's hidden measuring row copies the select-all checkbox: made inert (axe aria-hidden-focus)
  const tableBox = useRef<HTMLDivElement>(null);
  useTableA11y(tableBox, title);
  if (result) {
    return (
      <Result
        status="success"
        data-testid="pay-result"
        title={t(`pay.done.${kind}`)}
        subTitle={
          <>
            <div>{t('pay.orderNo', { orderNo: result.order_no })}</div>
            <div>{t('pay.paid', { amount: formatFen(result.pay_fen) })}</div>
          </>
        }
        extra={
          <Button type="primary" onClick={() => void navigate('/account/all')}>
            {t('pay.toList')}
          </Button>
        }
      />
    );
  }

  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      {mode === 'renew' && can('POST /memory/batchPayment') && (
        <Segmented
          style={{ marginBottom: 16 }}
          value={kind}
          onChange={(v) => setKind(v as PayKind)}
          options={[
            { value: 'renew', label: t('pay.kind.renew') },
            { value: 'memory', label: t('pay.kind.memory') },
          ]}
        />
      )}
      {options.isLoading ? (
        <Spin />
      ) : !options.data ? (
        <Result
          status="warning"
          title={t('pay.loadFailed')}
          extra={<Button onClick={() => void options.refetch()}>{t('pay.retry')}</Button>}
        />
      ) : rows.length === 0 ? (
        <Empty description={t(kind === 'buy' ? 'pay.noneToBuy' : 'pay.noneToRenew')} data-testid="pay-empty">
          <Button onClick={() => void navigate('/account/all')}>{t('pay.toList')}</Button>
        </Empty>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }} size="large">
          <div>
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              {t('pay.chosen', { n: selected.length, total: rows.length })}
            </Typography.Title>
            <div ref={tableBox}>
              <Table
                rowKey="id"
                size="small"
                dataSource={rows}
                pagination={false}
                scroll={{ x: 480 }}
                rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
                columns={[
                  { key: 'name', dataIndex: 'name', title: t('columns.name') },
                  {
                    key: 'state',
                    title: t('columns.status'),
                    render: (_, r) => <AccountStateTag state={r.state} paid={r.paid} />,
                  },
                  {
                    key: 'exp',
                    title: t('columns.expirationTime'),
                    render: (_, r) => (r.paid ? new Date(r.expiration_time).toLocaleDateString() : t('state.unpaid')),
                  },
                  ...(kind === 'memory'
                    ? [
                        {
                          key: 'mem',
                          title: t('detail.memory'),
                          render: (_: unknown, r: (typeof rows)[number]) => `${r.memory_gb} GB`,
                        },
                      ]
                    : []),
                ]}
              />
            </div>
          </div>
          <Typography.Paragraph type="secondary">
            {kind === 'memory'
              ? t('pay.memoryHint')
              : t('pay.priceHint', { month: formatFen(options.data.month_fen), day: formatFen(options.data.day_fen) })}
          </Typography.Paragraph>
          <PayForm key={kind} kind={kind} ids={selected} options={options.data} onPaid={setResult} />
        </Space>
      )}
    </Card>
  );
}

// /account/buy and /account/renew (spec §2 hidden routes): the sub-accounts an order can be for
// (POST /account/getBatchPaymentList; ?selectAccountIds=… narrows it to the chosen ones), chosen
// in a table, then the checkout kit (@console/ui CheckoutPage, definitions in checkouts.ts) with a
// duration, or a storage size. Buy pays the first period of sub-accounts created on the list;
// renew extends paid ones, or adds storage (/memory/batchPayment) for admins.
import { NETWORK_ORDER_MESSAGES } from '@console/contract/networkOrderMessages';
import { checkoutDraft, formatFen, useCan, useLocalized } from '@console/shared';
import { CheckoutPage, DurationSelect, PageTitle } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Radio, Result, Segmented, Spin, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { accounts, type BatchPaymentList, type PayKind } from '../api/accounts';
import { ACCOUNTS_NS } from '../i18n';
import { accountsKeys } from '../queryKeys';
import { ACCOUNT_LIST, type PayQuery, type PayValues, useAccountCheckout } from './checkouts';
import { PayAccountsTable } from './PayAccountsTable';
import { parseSelectAccountIds } from './paths';

export function PayPage({ mode }: { mode: 'buy' | 'renew' }) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const { search } = useLocation();
  const can = useCan();
  const chosen = useMemo(() => parseSelectAccountIds(search), [search]);
  const [kind, setKind] = useState<PayKind>(mode);
  const options = useQuery({
    queryKey: accountsKeys.payment(kind, chosen.join(',')),
    queryFn: () => accounts.paymentList(kind, chosen.length ? chosen : undefined),
    staleTime: 0,
  });
  const title = t(mode === 'buy' ? 'pay.buyTitle' : 'pay.renewTitle');
  const switcher = mode === 'renew' && can('POST /memory/batchPayment') && (
    <Segmented
      style={{ marginBottom: 16 }}
      value={kind}
      onChange={(v) => setKind(v as PayKind)}
      options={[
        { value: 'renew', label: t('pay.kind.renew') },
        { value: 'memory', label: t('pay.kind.memory') },
      ]}
    />
  );

  if (!options.data)
    return (
      <Screen title={title} switcher={switcher}>
        {options.isLoading ? (
          <Spin />
        ) : (
          <Result
            status="warning"
            title={t('pay.loadFailed')}
            extra={<Button onClick={() => void options.refetch()}>{t('pay.retry')}</Button>}
          />
        )}
      </Screen>
    );
  // another kind is another checkout: its own form, price and attempt
  return <PayCheckout key={kind} kind={kind} options={options.data} title={title} switcher={switcher} />;
}

/** The page before its checkout (loading, failed, nothing to pay for). */
function Screen({ title, switcher, children }: { title: string; switcher: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      {switcher}
      {children}
    </Card>
  );
}

interface CheckoutProps {
  kind: PayKind;
  options: BatchPaymentList;
  title: string;
  switcher: ReactNode;
}

function PayCheckout({ kind, options, title, switcher }: CheckoutProps) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const say = useLocalized();
  const navigate = useNavigate();
  // the sub-accounts offered when the screen opened, as the server reads them now: one paid for
  // stays even when it no longer awaits payment (the result lists it), none appears unasked
  const [offered] = useState(options.list);
  const rows = useMemo(() => {
    const now = new Map(options.list.map((r) => [r.id, r]));
    return offered.map((r) => now.get(r.id) ?? r);
  }, [offered, options.list]);
  // everything listed starts chosen (the ids came from the list's selection), or what was chosen
  // before a recharge made from this page
  const { pathname, search } = useLocation();
  const [selected, setSelected] = useState(() => {
    const saved = checkoutDraft.page(pathname + search);
    return Array.isArray(saved)
      ? offered.map((r) => r.id).filter((id) => saved.includes(id))
      : offered.map((r) => r.id);
  });
  const definition = useAccountCheckout(kind, options, selected);

  if (offered.length === 0)
    return (
      <Screen title={title} switcher={switcher}>
        <Empty description={t(kind === 'buy' ? 'pay.noneToBuy' : 'pay.noneToRenew')} data-testid="pay-empty">
          <Button onClick={() => void navigate(ACCOUNT_LIST)}>{t('pay.toList')}</Button>
        </Empty>
      </Screen>
    );

  return (
    <CheckoutPage<PayValues, PayQuery>
      definition={definition}
      title={title}
      pageState={selected}
      initialValues={kind === 'memory' ? {} : { duration: 'month:1' }}
      intro={
        <>
          {switcher}
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('pay.chosen', { n: selected.length, total: rows.length })}
          </Typography.Title>
          <PayAccountsTable kind={kind} rows={rows} label={title} selection={{ selected, onChange: setSelected }} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
            {kind === 'memory'
              ? t('pay.memoryHint')
              : t('pay.priceHint', { month: formatFen(options.month_fen), day: formatFen(options.day_fen) })}
          </Typography.Paragraph>
        </>
      }
      resultExtra={
        <PayAccountsTable
          kind={kind}
          rows={rows.filter((r) => selected.includes(r.id))}
          label={t('pay.paidAccounts')}
          testId="pay-result-accounts"
        />
      }
    >
      {kind === 'memory' ? (
        <Form.Item
          name="memory_gb"
          label={t('pay.memory')}
          rules={[{ required: true, message: t('pay.memoryRequired') }]}
        >
          <Radio.Group
            options={options.memory.map((m) => ({
              value: m.gb,
              label: t('pay.memoryOption', { gb: m.gb, amount: formatFen(m.fen) }),
            }))}
          />
        </Form.Item>
      ) : (
        <Form.Item
          name="duration"
          label={t('pay.duration')}
          rules={[{ required: true, message: say(NETWORK_ORDER_MESSAGES.durationRequired) }]}
        >
          <DurationSelect durations={options.durations} />
        </Form.Item>
      )}
    </CheckoutPage>
  );
}

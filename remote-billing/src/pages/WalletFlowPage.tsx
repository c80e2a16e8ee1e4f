// Wallet flow (/walletFlow/all): the enterprise wallet ledger, newest first. Admins only — staff see
// a notice instead of a list, whether the session says so or the server answers 40003.
import { ACCESS, refusalMessage } from '@console/contract/access';
import { roleFromLevel, useLocalized, useSession } from '@console/shared';
import { type FilterDef, type ListColumn, ListPage } from '@console/ui';
import { Button, Result } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  FORBIDDEN_CODE,
  WALLET_FLOW_EXPORT_PATH,
  type WalletFlow,
  type WalletFlowQuery,
  walletFlows,
} from '../api/walletFlows';
import { formatTime, Money, SignedMoney } from '../components/cells';
import { BILLING_NS } from '../i18n';
import { dateRangeError, FLOW_KINDS } from '../wallet/flows';
import { billingKeys } from '../queryKeys';

/** The server's 40003 sentence for the list (the boss only). */
const REFUSED = refusalMessage(ACCESS['GET /walletFlow/list']);

function Forbidden() {
  const { t } = useTranslation(BILLING_NS);
  const say = useLocalized();
  return (
    <Result
      status="403"
      title={say(REFUSED)}
      subTitle={t('wallet.forbiddenSubTitle')}
      extra={
        <Link to="/">
          <Button>{t('wallet.backHome')}</Button>
        </Link>
      }
      data-testid="wallet-forbidden"
    />
  );
}

export function WalletFlowPage() {
  const { t } = useTranslation(BILLING_NS);
  const level = useSession().userInfo?.level;
  const [refused, setRefused] = useState(false);

  const fetchPage = useCallback(
    async (q: WalletFlowQuery) => {
      // A malformed day would only earn a 40001: say what is wrong instead, without a call.
      const bad = dateRangeError(q);
      if (bad) throw new Error(t(bad));
      try {
        return await walletFlows.list(q);
      } catch (err) {
        if ((err as { code?: unknown })?.code === FORBIDDEN_CODE) setRefused(true);
        throw err;
      }
    },
    [t],
  );

  const columns = useMemo<ListColumn<WalletFlow>[]>(
    () => [
      { key: 'created_at', title: t('columns.flowTime'), render: (_, f) => formatTime(f.created_at) },
      {
        key: 'kind',
        title: t('columns.kind'),
        render: (_, f) => ((FLOW_KINDS as readonly string[]).includes(f.kind) ? t(`kind.${f.kind}`) : f.kind),
      },
      {
        key: 'change',
        title: t('columns.change'),
        align: 'right',
        render: (_, f) => <SignedMoney change={f.change} />,
      },
      {
        key: 'balance_after',
        title: t('columns.balanceAfter'),
        align: 'right',
        render: (_, f) => <Money value={f.balance_after} />,
      },
      {
        key: 'order_no',
        title: t('columns.orderNo'),
        // the order behind the row, found by its number in the order list
        render: (_, f) =>
          f.order_no ? <Link to={`/order/all?keyword=${encodeURIComponent(f.order_no)}`}>{f.order_no}</Link> : '-',
      },
      { key: 'member', title: t('columns.member'), render: (_, f) => f.member || '-' },
      { key: 'remark', title: t('columns.remark'), render: (_, f) => f.remark || '-' },
    ],
    [t],
  );

  const filters = useMemo<FilterDef[]>(
    () => [
      {
        name: 'kind',
        label: t('filter.kind'),
        type: 'select',
        options: FLOW_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) })),
      },
      { name: 'order_no', label: t('columns.orderNo'), type: 'text' },
      // ListPage filters are text or select: days are typed as YYYY-MM-DD (checked before the call).
      { name: 'date_from', label: t('filter.dateFrom'), type: 'text', placeholder: t('filter.datePlaceholder') },
      { name: 'date_to', label: t('filter.dateTo'), type: 'text', placeholder: t('filter.datePlaceholder') },
    ],
    [t],
  );

  // Staff (member level 3) may not see the ledger (server: 40003); do not even ask.
  if (refused || (level !== undefined && roleFromLevel(level) === 'staff')) return <Forbidden />;

  return (
    <ListPage<WalletFlow, WalletFlowQuery>
      title={t('wallet.title')}
      rowKey="id"
      queryKey={billingKeys.walletFlows}
      columns={columns}
      fetchPage={fetchPage}
      filters={filters}
      exportPath={WALLET_FLOW_EXPORT_PATH}
      exportName="wallet-flows"
      settingsKey="billing.walletFlows"
    />
  );
}

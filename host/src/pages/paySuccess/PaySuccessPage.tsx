// /pay/success (spec §4 "After recharge"; the payment simulator redirects here with ?order_no=).
// Says what really happened to the order (GET /phone/order: the caller's enterprise, an
// employee's own orders): paid, still waiting, expired, cancelled, failed, or no such order. A
// paid order re-reads the member through the shell services, so the top-bar balance follows. A
// recharge made from a purchase whose balance fell short goes back to that purchase (its form
// comes back with its choices: checkoutDraft).
import { checkoutDraft, formatFen, get, shellServices } from '@console/shared';
import { usePageTitle } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin, type ResultProps } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../routes/table';
import { payView, type PayOrder, type PayView } from './payState';

const ORDERS_PATH = '/order/all';

async function readOrder(orderNo: string): Promise<PayOrder | null> {
  // an unknown number is a state of this page, not an error to pop up
  const res = await get<PayOrder>('/phone/order', { order_no: orderNo }, { noGlobalError: true });
  return res.code === 0 && res.data ? res.data : null;
}

const STATUS: Record<PayView, ResultProps['status']> = {
  noOrder: 'info',
  loading: 'info',
  unknown: 'warning',
  paid: 'success',
  waiting: 'warning',
  expired: 'warning',
  cancelled: 'warning',
  failed: 'error',
};

export function PaySuccessPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('order_no');
  const { data, isPending, isFetching, refetch } = useQuery({
    queryKey: ['host', 'payOrder', orderNo],
    queryFn: () => readOrder(orderNo!),
    enabled: !!orderNo,
    retry: false,
  });
  const view = payView(orderNo, !!orderNo && isPending, data ?? undefined);
  usePageTitle(view === 'loading' ? t('pay.loading') : t(`pay.${view}.title`));

  // the balance in the top bar follows a paid order; a recharge for a purchase returns to it
  const back = view === 'paid' && data?.type === 'recharge' ? checkoutDraft.returnPath() : null;
  useEffect(() => {
    if (view !== 'paid') return;
    void shellServices()
      .refreshMember()
      .catch(() => {});
    if (back) void navigate(back, { replace: true });
  }, [view, back, navigate]);

  if (view === 'loading') {
    return (
      <Result
        icon={<Spin size="large" />}
        title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('pay.loading')}</h1>}
      />
    );
  }

  const home = (
    <Button key="home" type="primary" onClick={() => navigate(HOME_PATH)}>
      {t('pay.backHome')}
    </Button>
  );
  const orders = (
    <Button key="orders" onClick={() => navigate(ORDERS_PATH)}>
      {t('pay.viewOrders')}
    </Button>
  );
  const refresh = (
    <Button key="refresh" loading={isFetching} onClick={() => void refetch()}>
      {t('pay.refresh')}
    </Button>
  );
  const extra = view === 'waiting' ? [refresh, orders, home] : view === 'noOrder' ? [home] : [home, orders];

  return (
    <Result
      status={STATUS[view]}
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t(`pay.${view}.title`)}</h1>}
      subTitle={
        <>
          {orderNo && <div data-testid="pay-order-no">{t('pay.orderNo', { orderNo })}</div>}
          {data && view === 'paid' && (
            <div data-testid="pay-result-amount">{t('pay.amount', { amount: formatFen(data.pay_fen) })}</div>
          )}
          <div>{t(`pay.${view}.text`)}</div>
        </>
      }
      extra={extra}
      data-testid={`pay-${view}`}
    />
  );
}

// After a balance payment: what was bought (the attempt's one order), what it cost, how far its
// delivery is (followed to the end), and the ways on: back to the list, or to the orders.
import { formatFen } from '@console/shared';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCheckoutText } from './i18n';
import type { CheckoutDefinition, CheckoutValues, PayResult } from './types';
import { useDelivery } from './useDelivery';

interface Props<V extends CheckoutValues, Q extends object> {
  definition: CheckoutDefinition<V, Q>;
  result: PayResult;
  children?: ReactNode;
}

export function CheckoutResult<V extends CheckoutValues, Q extends object>({
  definition: def,
  result,
  children,
}: Props<V, Q>) {
  const t = useCheckoutText();
  const navigate = useNavigate();
  const { following, delivery } = useDelivery(def, result);
  const progress = !following
    ? null
    : !delivery
      ? t('deliveringStart')
      : !delivery.finished
        ? t('delivering', { delivered: delivery.delivered, total: delivery.total })
        : delivery.delivered >= delivery.total
          ? t('delivered', { total: delivery.total })
          : t('deliveryStopped', { delivered: delivery.delivered, total: delivery.total });
  return (
    <Result
      status="success"
      data-testid="pay-result"
      title={
        <h1 style={{ fontSize: 'inherit', margin: 0 }}>
          {def.texts?.resultTitle ?? t(def.kind === 'buy' ? 'resultBuy' : 'resultRenew')}
        </h1>
      }
      subTitle={
        <>
          <div data-testid="pay-result-order">{t('orderNo', { orderNo: result.order_no })}</div>
          <div>{t('paid', { amount: formatFen(result.pay_fen) })}</div>
          {progress && (
            <div data-testid="pay-result-delivery" aria-live="polite">
              {progress}
            </div>
          )}
          {def.texts?.resultNote && <div>{def.texts.resultNote}</div>}
        </>
      }
      extra={[
        // buttons that navigate, not buttons inside links (axe nested-interactive)
        <Button key="list" type="primary" onClick={() => void navigate(def.after.listPath)}>
          {def.after.listLabel}
        </Button>,
        <Button key="orders" onClick={() => void navigate('/order/all')}>
          {t('viewOrders')}
        </Button>,
      ]}
    >
      {children}
    </Result>
  );
}

// After a balance payment: the order, and the way back to the list (which polls allocation).
import { formatFen } from '@console/shared';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PayResult } from '../api/phoneOrders';
import { DEVICES_NS } from '../i18n';

interface Props {
  kind: 'buy' | 'renew';
  result: PayResult;
  children?: ReactNode;
}

export function PayResultView({ kind, result, children }: Props) {
  const { t } = useTranslation(DEVICES_NS);
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      data-testid="pay-result"
      title={t(kind === 'buy' ? 'purchase.result.buyTitle' : 'purchase.result.renewTitle')}
      subTitle={
        <>
          <div>{t('purchase.result.orderNo', { orderNo: result.order_no })}</div>
          <div>{t('purchase.result.paid', { amount: formatFen(result.pay_fen) })}</div>
          <div>
            {kind === 'buy' && result.status === 'buying' ? t('purchase.result.allocating') : null}
            {kind === 'renew' ? t('purchase.result.renewed') : null}
          </div>
        </>
      }
      extra={
        // a button that navigates, not a button inside a link (axe nested-interactive)
        <Button type="primary" onClick={() => void navigate('/phone/all')}>
          {t('purchase.result.toList')}
        </Button>
      }
    >
      {children}
    </Result>
  );
}

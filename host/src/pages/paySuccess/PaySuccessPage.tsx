// /pay/success (spec §4 "After recharge"; the payment simulator redirects here with ?order_no=).
import { userApi } from '@console/shared';
import { Button, Result, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../routes/table';

/** Window event the shell may listen to, to re-read the wallet balance in the top bar. */
export const BALANCE_REFRESH_EVENT = 'console:balance-refresh';

export function PaySuccessPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('order_no');
  const [amount, setAmount] = useState<string>();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      const res = await userApi.memberInfo();
      setAmount(res.data?.amount ?? undefined);
      window.dispatchEvent(new CustomEvent(BALANCE_REFRESH_EVENT, { detail: { amount: res.data?.amount } }));
    } catch {
      // the request layer showed the error
    } finally {
      setRefreshing(false);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return (
    <Result
      status="success"
      title={t('pay.title')}
      subTitle={
        <>
          <div data-testid="pay-order-no">{orderNo ? t('pay.orderNo', { orderNo }) : t('pay.noOrder')}</div>
          {amount !== undefined && (
            <Typography.Text strong data-testid="pay-balance">
              {t('pay.balance', { amount })}
            </Typography.Text>
          )}
        </>
      }
      extra={[
        <Button key="home" type="primary" onClick={() => navigate(HOME_PATH)}>
          {t('pay.backHome')}
        </Button>,
        <Button key="refresh" loading={refreshing} onClick={() => void refresh()}>
          {t('pay.refresh')}
        </Button>,
      ]}
    />
  );
}

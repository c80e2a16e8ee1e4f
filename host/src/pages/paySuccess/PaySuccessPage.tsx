// /pay/success (spec §4 "After recharge"; the payment simulator redirects here with ?order_no=).
// Re-reads the member through the shell services, so the top-bar balance follows the recharge.
import { shellServices } from '@console/shared';
import { Button, Result, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../routes/table';
import { useMember } from '../../shell/member/useMember';

export function PaySuccessPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('order_no');
  const amount = useMember().member?.amount ?? undefined;
  // the page re-reads the member as it opens, so it starts out refreshing
  const [refreshing, setRefreshing] = useState(true);

  const reread = useCallback(async () => {
    try {
      await shellServices().refreshMember();
    } catch {
      // the request layer showed the error
    } finally {
      setRefreshing(false);
    }
  }, []);

  useEffect(() => {
    void reread();
  }, [reread]);

  const refresh = () => {
    setRefreshing(true);
    void reread();
  };

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
        <Button key="refresh" loading={refreshing} onClick={refresh}>
          {t('pay.refresh')}
        </Button>,
      ]}
    />
  );
}

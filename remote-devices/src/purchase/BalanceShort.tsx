// Shown when the balance cannot pay the amount: the shell's recharge dialog opens with the
// missing amount suggested (shell services), or the user looks at the balance details.
import { shellServices } from '@console/shared';
import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEVICES_NS } from '../i18n';

export function BalanceShort({ shortFen }: { shortFen: number }) {
  const { t } = useTranslation(DEVICES_NS);
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="balance-short"
      title={t('purchase.balanceShort')}
      action={
        <Space>
          <Button
            size="small"
            type="primary"
            data-testid="balance-recharge"
            onClick={() => shellServices().openRecharge({ shortFen })}
          >
            {t('purchase.recharge')}
          </Button>
          <Link to="/walletFlow/all">{t('purchase.walletFlow')}</Link>
        </Space>
      }
    />
  );
}

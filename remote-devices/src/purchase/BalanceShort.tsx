// Shown when the balance cannot pay the amount. Recharging is the shell's dialog (top bar); a
// remote cannot open it, so this points there and to the balance details.
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEVICES_NS } from '../i18n';

export function BalanceShort() {
  const { t } = useTranslation(DEVICES_NS);
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="balance-short"
      title={t('purchase.balanceShort')}
      action={<Link to="/walletFlow/all">{t('purchase.walletFlow')}</Link>}
    />
  );
}

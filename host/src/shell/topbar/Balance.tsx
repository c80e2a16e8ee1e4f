// Wallet balance (shared by the whole enterprise) with the top-up action for who may recharge.
import { WalletOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../format';
import { useMember } from '../member/useMember';

interface Props {
  /** Absent when the caller may not recharge (or the overflow menu offers it, on a phone). */
  onRecharge?: () => void;
}

export function Balance({ onRecharge }: Props) {
  const { t } = useTranslation('shell');
  const { member } = useMember();
  // the server hides the wallet (amount null) from members who may not see it: so does the top
  // bar, and it shows nothing until it knows (no balance flashing up for them)
  if (!member || member.amount === null) return null;
  return (
    <Space size={4} style={{ whiteSpace: 'nowrap' }} data-testid="wallet">
      <WalletOutlined aria-hidden />
      <span>{t('topbar.balance')}</span>
      <strong data-testid="wallet-balance">{formatYuan(member.amount)}</strong>
      {onRecharge && (
        <Button type="primary" size="small" onClick={onRecharge} data-testid="recharge-button">
          {t('topbar.recharge')}
        </Button>
      )}
    </Space>
  );
}

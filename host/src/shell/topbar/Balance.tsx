// Wallet balance (shared by the whole enterprise) with the top-up action.
import { WalletOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../format';
import { useMember } from '../member/useMember';

export function Balance({ onRecharge }: { onRecharge: () => void }) {
  const { t } = useTranslation('shell');
  const { member } = useMember();
  // the server hides the wallet from members who may not see it: so does the top bar
  if (member && member.amount === null) return null;
  return (
    <Space size={4}>
      <WalletOutlined />
      <span>{t('topbar.balance')}</span>
      {/* room for a usual balance before it loads: the items to its left don't jump */}
      <strong data-testid="wallet-balance" style={{ display: 'inline-block', minWidth: 72, textAlign: 'right' }}>
        {member ? formatYuan(member.amount) : '—'}
      </strong>
      <Button type="primary" size="small" onClick={onRecharge} data-testid="recharge-button">
        {t('topbar.recharge')}
      </Button>
    </Space>
  );
}

// Invite link (spec §2): page origin + '/login?invite_code=' + the member's code, with copy.
import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Input, Space, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { inviteLink } from '../format';

export function InviteLink({ code }: { code?: string }) {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const { token } = theme.useToken();
  if (!code) return null;
  const link = inviteLink(window.location.origin, code);
  const copy = () => {
    // spec §8: success shows 复制成功, failure is silent
    navigator.clipboard
      ?.writeText(link)
      .then(() => message.success(t('common:copySuccess')))
      .catch(() => {});
  };
  return (
    <div>
      <div style={{ marginBottom: 4, color: token.colorTextSecondary, fontSize: 12 }}>{t('user.inviteLink')}</div>
      <Space.Compact style={{ width: '100%' }}>
        <Input size="small" readOnly value={link} aria-label={t('user.inviteLink')} />
        <Button size="small" icon={<CopyOutlined />} onClick={copy}>
          {t('user.copy')}
        </Button>
      </Space.Compact>
    </div>
  );
}

// A read-only invite link with its copy button (spec §8: success shows 复制成功, failure is silent).
import { CopyOutlined } from '@ant-design/icons';
import { commonText } from '@console/shared';
import { App, Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { BILLING_NS } from '../i18n';

export function CopyLink({
  id,
  label,
  link,
  hideLabel,
}: {
  id: string;
  label: string;
  link: string;
  hideLabel?: boolean;
}) {
  const { t } = useTranslation(BILLING_NS);
  const { message } = App.useApp();
  const copy = () => {
    navigator.clipboard
      ?.writeText(link)
      .then(() => message.success(commonText('copySuccess')))
      .catch(() => {});
  };
  return (
    <>
      {!hideLabel && (
        <label htmlFor={id} style={{ display: 'block', marginBottom: 8 }}>
          {label}
        </label>
      )}
      <Space.Compact style={{ width: '100%', maxWidth: 640 }}>
        <Input id={id} readOnly value={link} data-testid={id} aria-label={hideLabel ? label : undefined} />
        <Button icon={<CopyOutlined />} onClick={copy} disabled={!link} aria-label={`${t('invite.copy')} ${label}`}>
          {t('invite.copy')}
        </Button>
      </Space.Compact>
    </>
  );
}

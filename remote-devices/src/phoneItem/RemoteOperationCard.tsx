// Where the original let users operate the phone's screen: since 2.0 that is done in the Windows
// client, whose download is the website config InstallationApp (the same source as the top bar's).
import { WindowsOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICES_NS } from '../i18n';
import { useClientDownload } from '../phones/useClientDownload';

export function RemoteOperationCard() {
  const { t } = useTranslation(DEVICES_NS);
  const url = useClientDownload();

  return (
    <Card title={t('phoneItem.remote.title')} size="small" data-testid="remote-card">
      <Space orientation="vertical">
        <Alert type="info" showIcon title={t('phoneItem.remote.notice')} />
        <Button
          type="primary"
          icon={<WindowsOutlined />}
          href={url || undefined}
          target="_blank"
          rel="noopener noreferrer"
          disabled={!url}
          loading={url === undefined}
        >
          {t(url === '' ? 'phoneItem.remote.noDownload' : 'phoneItem.remote.download')}
        </Button>
      </Space>
    </Card>
  );
}

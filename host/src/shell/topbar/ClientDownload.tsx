// Windows client download (config InstallationApp); phones are operated there since 2.0.
import { WindowsOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

export function ClientDownload({ url }: { url?: string }) {
  const { t } = useTranslation('shell');
  return (
    <Button type="text" icon={<WindowsOutlined />} href={url} target="_blank" rel="noopener noreferrer" disabled={!url}>
      {t('topbar.download')}
    </Button>
  );
}

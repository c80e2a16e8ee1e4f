// /console: read-only version card. Remotes are listed here once they are composed.
import { currentApiEnv, useLanguage } from '@console/shared';
import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import pkg from '../../../package.json';

export const HOST_VERSION: string = pkg.version;

export function ConsolePage() {
  const { t } = useTranslation('host');
  const language = useLanguage();
  return (
    <Card title={t('console.title')} style={{ maxWidth: 720 }}>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'host', label: t('console.host'), children: <span data-testid="host-version">{HOST_VERSION}</span> },
          { key: 'env', label: t('console.apiEnv'), children: currentApiEnv() },
          { key: 'lang', label: t('console.language'), children: t(`lang.${language}`) },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        {t('console.remotes')}
      </Typography.Paragraph>
    </Card>
  );
}

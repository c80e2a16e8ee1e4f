// Frame of the pages shown outside the shell (login, auth, 404, manual, QR): a slim header
// with the console name and the language switch, content centred below.
import { Layout, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../app/LanguageSwitch';

export function BarePage({ children, width = 960, extra }: { children: ReactNode; width?: number; extra?: ReactNode }) {
  const { t } = useTranslation('host');
  return (
    <Layout style={{ minHeight: '100vh', background: '#f5f7fb' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          background: '#fff',
          borderBottom: '1px solid #f0f0f0',
          paddingInline: 24,
        }}
      >
        <Link to="/" style={{ color: 'inherit' }}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {t('app.title')}
          </Typography.Text>
        </Link>
        <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {extra}
          <LanguageSwitch />
        </span>
      </Layout.Header>
      <Layout.Content style={{ width: '100%', maxWidth: width, margin: '0 auto', padding: '32px 16px' }}>
        {children}
      </Layout.Content>
    </Layout>
  );
}

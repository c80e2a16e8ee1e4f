// An area route whose screen comes in a later version: an honest notice, never fake content.
import { Button, Result, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { useRemoteText } from './i18n';

export function NotBuiltPage({ home }: { home: string }) {
  const t = useRemoteText();
  const { pathname } = useLocation();
  return (
    <Result
      status="info"
      title={t('notBuiltTitle')}
      subTitle={<Typography.Text type="secondary">{t('notBuiltPath', { path: pathname })}</Typography.Text>}
      extra={
        <Link to={home}>
          <Button>{t('back')}</Button>
        </Link>
      }
      data-testid="not-built"
    />
  );
}

// An area route whose screen comes in a later version: an honest notice, never fake content.
import { Result, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../page';
import { useRemoteText } from './i18n';

export function NotBuiltPage({ home }: { home: string }) {
  const t = useRemoteText();
  const { pathname } = useLocation();
  usePageTitle(t('notBuiltTitle'));
  return (
    <Result
      status="info"
      // the screen's one h1, at the Result title's size
      title={<h1 style={{ font: 'inherit', margin: 0, color: 'inherit' }}>{t('notBuiltTitle')}</h1>}
      subTitle={<Typography.Text type="secondary">{t('notBuiltPath', { path: pathname })}</Typography.Text>}
      // a plain link, not a button inside a link (nested-interactive)
      extra={<Link to={home}>{t('back')}</Link>}
      data-testid="not-built"
    />
  );
}

// Shown when a route fails to render or its chunk fails to load (e.g. after a deploy).
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

export function RouteError() {
  const { t } = useTranslation('host');
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <Result
      status="error"
      title={t('error.title')}
      subTitle={t('error.subTitle')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>
      }
    />
  );
}

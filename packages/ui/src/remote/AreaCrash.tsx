// What single-spa-react's error boundary shows when an area crashes while rendering: a contained
// panel in the area's own box, so the shell and the other remotes keep working.
import { useAntdLocale } from '@console/shared';
import { Button, ConfigProvider, Result } from 'antd';
import { consoleConfig } from '../consoleConfig';
import { useRemoteText } from './i18n';

export function AreaCrash({ area }: { area: string }) {
  const t = useRemoteText();
  return (
    // Rendered outside the area's providers (the boundary wraps them), so it brings its own.
    <ConfigProvider locale={useAntdLocale()} {...consoleConfig}>
      <Result
        status="error"
        title={t('crashTitle')}
        subTitle={t('crashSubTitle')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('reload')}
          </Button>
        }
        data-testid="remote-error"
        data-area={area}
      />
    </ConfigProvider>
  );
}

// A route the member may not open renders 403 inside the shell (sidebar and header stay, the URL is
// kept) with a way back, instead of replacing the console. The guard says which path it refused;
// the shell's main area asks GuardedOutlet what to render.
import { Button, Result, Space } from 'antd';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { useHomePath } from '../routes/useHomePath';

/** The refused path, or undefined when the guard let the route through. */
export const ForbiddenPath = createContext<string | undefined>(undefined);

export function ForbiddenPage({ path }: { path: string }) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const home = useHomePath();
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>403</h1>}
      subTitle={t('notFound.forbidden', { path })}
      extra={
        <Space wrap>
          <Button onClick={() => navigate(-1)}>{t('notFound.back')}</Button>
          <Button type="primary" onClick={() => navigate(home)}>
            {t('notFound.backHome')}
          </Button>
        </Space>
      }
    />
  );
}

/** The shell's main area: the page, or 403 when the guard refused it. */
export function GuardedOutlet() {
  const refused = useContext(ForbiddenPath);
  return refused ? <ForbiddenPage path={refused} /> : <Outlet />;
}

import { roleFromLevel, useSession } from '@console/shared';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ForbiddenState } from '../../guard/Guard';
import { publishedRoutes } from '../../routes/published';
import { landingFor } from '../../routes/table';
import { BarePage } from '../BarePage';

export function NotFoundPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const location = useLocation();
  const { userInfo } = useSession();
  const forbidden = (location.state as ForbiddenState | null)?.forbidden;
  const home = userInfo ? landingFor(roleFromLevel(userInfo.level), publishedRoutes()) : '/';
  return (
    <BarePage>
      <Result
        status={forbidden ? '403' : '404'}
        title={forbidden ? '403' : '404'}
        subTitle={forbidden ? t('notFound.forbidden', { path: forbidden }) : t('notFound.subTitle')}
        extra={
          <Button type="primary" onClick={() => navigate(home, { replace: true })}>
            {t('notFound.backHome')}
          </Button>
        }
      />
    </BarePage>
  );
}

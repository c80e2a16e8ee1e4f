import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHomePath } from '../../routes/useHomePath';
import { BarePage } from '../BarePage';

export function NotFoundPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const home = useHomePath();
  return (
    <BarePage>
      <Result
        status="404"
        title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>404</h1>}
        subTitle={t('notFound.subTitle')}
        extra={
          <Button type="primary" onClick={() => navigate(home, { replace: true })}>
            {t('notFound.backHome')}
          </Button>
        }
      />
    </BarePage>
  );
}

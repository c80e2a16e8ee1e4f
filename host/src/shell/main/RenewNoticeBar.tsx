// Renewal notice line above the content while phones are about to expire (spec §2, §9 text).
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function RenewNoticeBar({ willExpire }: { willExpire?: number }) {
  const { t } = useTranslation('shell');
  if (!willExpire) return null;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      style={{ marginBottom: 8 }}
      data-testid="renew-notice"
      title={
        <span>
          {t('renew.warning')} <Link to="/phone/willExpiredCnt">{t('renew.view', { n: willExpire })}</Link>
        </span>
      }
    />
  );
}

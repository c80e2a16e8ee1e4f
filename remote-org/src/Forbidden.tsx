// The area's 403 panel, for a screen whose read the server refused (40003): the server's reason
// when it gave one, and a way back to the devices list.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORG_NS } from './i18n';

interface Props {
  /** i18n key prefix holding title, subTitle and home (e.g. 'enterpriseLog.forbidden'). */
  texts: string;
  /** The server's message; empty → the screen's own subTitle. */
  reason?: string;
  testId: string;
}

export function Forbidden({ texts, reason, testId }: Props) {
  const { t } = useTranslation(ORG_NS);
  return (
    <Result
      status="403"
      title={t(`${texts}.title`)}
      subTitle={reason || t(`${texts}.subTitle`)}
      extra={
        <Link to="/phone/all">
          <Button type="primary">{t(`${texts}.home`)}</Button>
        </Link>
      }
      data-testid={testId}
    />
  );
}

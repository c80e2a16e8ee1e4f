// The area's 403 panel, for a screen whose read the server refused (40003): the server's reason
// when it gave one, and a way back to the devices list.
import { ACCESS, type Endpoint, refusalMessage } from '@console/contract/access';
import { useLocalized } from '@console/shared';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORG_NS } from './i18n';

interface Props {
  /** i18n key prefix holding title and home, and subTitle unless `endpoint` is given (e.g. 'enterpriseLog.forbidden'). */
  texts: string;
  /** The refused read: with no reason in the answer, its refusal sentence (the one the server words, from the access table). */
  endpoint?: Endpoint;
  /** The server's message; empty → the endpoint's refusal sentence, or the screen's own subTitle. */
  reason?: string;
  testId: string;
}

export function Forbidden({ texts, endpoint, reason, testId }: Props) {
  const { t } = useTranslation(ORG_NS);
  const say = useLocalized();
  const fallback = endpoint ? say(refusalMessage(ACCESS[endpoint])) : t(`${texts}.subTitle`);
  return (
    <Result
      status="403"
      title={t(`${texts}.title`)}
      subTitle={reason || fallback}
      extra={
        <Link to="/phone/all">
          <Button type="primary">{t(`${texts}.home`)}</Button>
        </Link>
      }
      data-testid={testId}
    />
  );
}

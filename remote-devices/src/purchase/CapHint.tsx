// The uncertified-enterprise cap (spec §6, §9): how many phones may still be bought, and where to certify.
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BuyOptions } from '../api/phoneOrders';
import { DEVICES_NS } from '../i18n';

/** The org area's enterprise configuration, where the shell's certification notice leads too. */
export const CERTIFY_PATH = '/company/setup';

export function CapHint({ cap }: { cap: BuyOptions['cap'] }) {
  const { t } = useTranslation(DEVICES_NS);
  if (cap.limit === null || cap.remaining === null) return null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="cap-hint"
      title={t('purchase.capHint', { limit: cap.limit, held: cap.held, remaining: cap.remaining })}
      action={<Link to={CERTIFY_PATH}>{t('purchase.certifyNow')}</Link>}
      style={{ marginBottom: 16 }}
    />
  );
}

// The enterprise's valid counts in the user menu (spec §1; §3 member info: account_num, phone_num,
// network_cart_num, ip_number, member_number, coupons_number): a 2-column grid, label over number,
// so long English labels wrap between words at most, never inside one. The coupons count opens
// the coupon list for whoever may open it.
import type { MemberInfo } from '@console/shared';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanOpen } from '../../routes/useCanOpen';

const COUPONS_PATH = '/coupon/all';

const COUNTS = [
  ['accountNum', 'account_num'],
  ['phoneNum', 'phone_num'],
  ['networkCardNum', 'network_cart_num'],
  ['ipNum', 'ip_number'],
  ['memberNum', 'member_number'],
  ['couponsNum', 'coupons_number'],
] as const;

export function MemberCounts({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const canOpen = useCanOpen();
  return (
    <dl
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '8px 12px', margin: '8px 0' }}
      data-testid="member-counts"
    >
      {COUNTS.map(([label, field]) => (
        <div key={field} style={{ minWidth: 0 }}>
          <dt style={{ color: token.colorTextSecondary, fontSize: 12, overflowWrap: 'normal', wordBreak: 'normal' }}>
            {t(`user.${label}`)}
          </dt>
          <dd style={{ margin: 0, fontWeight: 600 }} data-testid={`member-count-${field}`}>
            {field === 'coupons_number' && canOpen(COUPONS_PATH) ? (
              <Link to={COUPONS_PATH} aria-label={`${t(`user.${label}`)} ${member[field]}`}>
                {member[field]}
              </Link>
            ) : (
              member[field]
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

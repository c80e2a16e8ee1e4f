// The enterprise's valid counts in the user menu (spec §1): a 2×2 grid, label over number, so
// long English labels wrap between words at most, never inside one.
import type { MemberInfo } from '@console/shared';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

const COUNTS = [
  ['accountNum', 'account_num'],
  ['phoneNum', 'phone_num'],
  ['networkCardNum', 'network_cart_num'],
  ['memberNum', 'member_number'],
] as const;

export function MemberCounts({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
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
          <dd style={{ margin: 0, fontWeight: 600 }}>{member[field]}</dd>
        </div>
      ))}
    </dl>
  );
}

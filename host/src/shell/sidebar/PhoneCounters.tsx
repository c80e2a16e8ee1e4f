// The three sidebar phone counters (spec §2): all, will expire, expired — each a filtered list.
import type { PhoneCnt } from '@console/shared';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LINKS: { key: keyof PhoneCnt; to: string; color?: string }[] = [
  { key: 'allCnt', to: '/phone/all' },
  { key: 'willExpiredCnt', to: '/phone/willExpiredCnt', color: '#fa8c16' },
  { key: 'expiredCnt', to: '/phone/expiredCnt', color: '#f5222d' },
];

export function PhoneCounters({ cnt }: { cnt: PhoneCnt }) {
  const { t } = useTranslation('shell');
  return (
    <Flex vertical gap={4} style={{ padding: '12px 24px', fontSize: 12 }} aria-label={t('counters.label')}>
      {LINKS.map(({ key, to, color }) => (
        <Link key={key} to={to} data-testid={`phone-cnt-${key}`}>
          <Flex justify="space-between">
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`counters.${key}`)}
            </Typography.Text>
            <span style={{ color }}>{cnt[key]}</span>
          </Flex>
        </Link>
      ))}
    </Flex>
  );
}

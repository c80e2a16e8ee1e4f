// The three sidebar phone counters (spec §2): all, will expire, expired — each a filtered list.
import type { PhoneCnt } from '@console/shared';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LINKS: { key: keyof PhoneCnt; to: string; color?: string }[] = [
  { key: 'allCnt', to: '/phone/all' },
  // orange-8 and red-7: the counts stay readable on white (≥ 4.5:1)
  { key: 'willExpiredCnt', to: '/phone/willExpiredCnt', color: '#ad4e00' },
  { key: 'expiredCnt', to: '/phone/expiredCnt', color: '#cf1322' },
];

export function PhoneCounters({ cnt }: { cnt: PhoneCnt }) {
  const { t } = useTranslation('shell');
  return (
    <Flex vertical gap={4} style={{ padding: '12px 24px', fontSize: 12 }} aria-label={t('counters.label')}>
      {LINKS.map(({ key, to, color }) => (
        // each link at least 24 px high (WCAG 2.5.8 target size)
        <Link key={key} to={to} data-testid={`phone-cnt-${key}`} style={{ display: 'block', minHeight: 24 }}>
          <Flex justify="space-between" align="center" style={{ minHeight: 24 }}>
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

// A network card with its IP and where that IP is (GET /networkCard/ipGeolocation, asked once per
// IP and cached; a failed lookup shows the IP alone).
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { accounts } from '../api/accounts';
import { ACCOUNTS_NS } from '../i18n';
import { accountsKeys } from '../queryKeys';

export function IpCell({ name, ip }: { name: string; ip: string }) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const geo = useQuery({
    queryKey: accountsKeys.geo(ip),
    queryFn: () => accounts.geolocation(ip),
    enabled: !!ip,
    staleTime: Infinity,
    retry: false,
  });
  const where =
    geo.data && typeof geo.data === 'object' && 'city' in geo.data
      ? [geo.data.region, geo.data.city].filter(Boolean)
      : [];
  const place = [...new Set(where)].join(' ');
  return (
    <span data-testid="ip-cell">
      {name}
      {ip && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {ip}
          {place ? ` · ${place}` : geo.isLoading ? ` · ${t('geo.loading')}` : ''}
        </Typography.Text>
      )}
    </span>
  );
}

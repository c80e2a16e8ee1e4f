// Buy, renew, recharge: each offered only when the server would accept its endpoint and the
// member may open the page it leads to.
import { shellServices, useCan, type Endpoint } from '@console/shared';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DashboardCard } from './DashboardCard';
import { useCanOpen } from '../../routes/useCanOpen';

interface Action {
  key: 'buy' | 'renew' | 'recharge';
  endpoint: Endpoint;
  /** A page, or nothing for the shell's recharge dialog. */
  to?: string;
}

// renewal starts from the phones about to expire: the list is where they are chosen
const ACTIONS: Action[] = [
  { key: 'buy', endpoint: 'POST /phone/buyV1', to: '/phone/buy' },
  { key: 'renew', endpoint: 'POST /phone/renewV1', to: '/phone/willExpiredCnt' },
  { key: 'recharge', endpoint: 'POST /phone/recharge' },
];

export function QuickActions() {
  const { t } = useTranslation('dashboard');
  const can = useCan();
  const canOpen = useCanOpen();
  const navigate = useNavigate();
  const offered = ACTIONS.filter((a) => can(a.endpoint) && (!a.to || canOpen(a.to)));
  return (
    <DashboardCard id="actions" title={t('actions.title')}>
      {offered.length === 0 ? (
        <p style={{ margin: 0 }}>{t('actions.none')}</p>
      ) : (
        <Flex wrap gap={8}>
          {offered.map((a) => (
            <Button
              key={a.key}
              data-testid={`dash-action-${a.key}`}
              onClick={() => (a.to ? navigate(a.to) : shellServices().openRecharge())}
            >
              {t(`actions.${a.key}`)}
            </Button>
          ))}
        </Flex>
      )}
    </DashboardCard>
  );
}

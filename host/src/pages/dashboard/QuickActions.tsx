// Quick actions (spec §2: "Quick links go to /buyall, /mall/all, /agentIp/aggregateBuy3,
// /cloud/cloudBuy, /company/setup and /pay/success"): each offered only when the member may open
// the page (the guard's rule, routes.json) or, for the shell's recharge dialog, when the server
// would accept the recharge. /pay/success is where a payment lands, not a destination of its own.
import { shellServices, useCan, type Endpoint } from '@console/shared';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DashboardCard } from './DashboardCard';
import { useCanOpen } from '../../routes/useCanOpen';

interface Action {
  key: string;
  /** A page (opened when the guard lets the member open it), or nothing for the shell's recharge dialog. */
  to?: string;
  /** What the action finally calls, when the page alone does not say it (renewal starts on a list). */
  endpoint?: Endpoint;
}

// renewal starts from the phones about to expire: the list is where they are chosen
const ACTIONS: Action[] = [
  { key: 'buy', to: '/buyall' },
  { key: 'renew', to: '/phone/willExpiredCnt', endpoint: 'POST /phone/renewV1' },
  { key: 'recharge', endpoint: 'POST /phone/recharge' },
  { key: 'buyDevice', to: '/agentIp/aggregateBuy3' },
  { key: 'buyNumber', to: '/cloud/cloudBuy' },
  { key: 'appMarket', to: '/mall/all' },
  { key: 'certify', to: '/company/setup' },
];

export function QuickActions() {
  const { t } = useTranslation('dashboard');
  const can = useCan();
  const canOpen = useCanOpen();
  const navigate = useNavigate();
  const offered = ACTIONS.filter((a) => (!a.endpoint || can(a.endpoint)) && (!a.to || canOpen(a.to)));
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

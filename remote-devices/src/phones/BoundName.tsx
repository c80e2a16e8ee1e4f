// A phone's bound sub-account or network card: a link to its list when the caller may open that
// list (the server's rule for its endpoint), plain text otherwise, 未绑定 when nothing is bound.
import { type Endpoint, useCan } from '@console/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEVICES_NS } from '../i18n';

const TARGET = {
  account: { to: '/account/all', endpoint: 'GET /account/list' },
  networkCard: { to: '/NetworkCard/all', endpoint: 'GET /networkCard/list' },
} as const satisfies Record<string, { to: string; endpoint: Endpoint }>;

export function BoundName({ kind, id, name }: { kind: keyof typeof TARGET; id: number | null; name: string }) {
  const { t } = useTranslation(DEVICES_NS);
  const can = useCan();
  if (!id) return <>{t('unbound')}</>;
  const { to, endpoint } = TARGET[kind];
  return can(endpoint) ? <Link to={to}>{name || '-'}</Link> : <>{name || '-'}</>;
}

// The four network card views (spec §2). The route decides the filterStatus — and the numbers are
// NOT in path order: ip_unexpired is 2, ip_will_expire 3, ip_expire 1.
// There is no counter endpoint: the screen shows only the current view's total.
// Pure module: no React, so the mapping is unit tested alone.
import type { CardFilterStatus } from '../api/networkCards';

export interface CardView {
  path: string;
  filterStatus: CardFilterStatus;
  /** i18n key in the 'network' namespace. */
  labelKey: string;
}

export const CARD_VIEWS: readonly CardView[] = [
  { path: '/NetworkCard/all', filterStatus: 0, labelKey: 'views.all' },
  { path: '/NetworkCard/ip_unexpired', filterStatus: 2, labelKey: 'views.unexpired' },
  { path: '/NetworkCard/ip_will_expire', filterStatus: 3, labelKey: 'views.willExpire' },
  { path: '/NetworkCard/ip_expire', filterStatus: 1, labelKey: 'views.expired' },
];

// The three views of the one account list screen (spec §2). The route decides the filterStatus.
// There is no counter endpoint for sub-accounts: the screen shows only the current view's total.
// Pure module: no React, so the mapping is unit tested alone.
import type { AccountFilterStatus } from '../api/accounts';

export interface AccountView {
  path: string;
  filterStatus: AccountFilterStatus;
  /** i18n key in the 'accounts' namespace. */
  labelKey: string;
}

export const ACCOUNT_VIEWS: readonly AccountView[] = [
  { path: '/account/all', filterStatus: 0, labelKey: 'views.all' },
  { path: '/account/willExpire', filterStatus: 1, labelKey: 'views.willExpire' },
  { path: '/account/expired', filterStatus: 2, labelKey: 'views.expired' },
];

// The store-management views (spec §2) and their paths under /store. Each is a server-side filter
// (GET /store/list?view=) with its count (GET /store/cnt); 'transfers' lists handover records.
// Pure module (unit tested).
import type { StoreView } from '../api/stores';

export interface StoreViewDef {
  view: StoreView;
  path: string;
  /** i18n key in the 'stores' namespace. */
  labelKey: string;
}

const SLUG: Record<StoreView, string> = {
  all: 'all',
  recent: 'recent',
  urgent_renewal: 'urgentRenewal',
  awaiting_credentials: 'awaitingCredentials',
  awaiting_authorization: 'awaitingAuthorization',
  awaiting_device: 'awaitingDevice',
  transfers: 'transfers',
};

export const STORE_VIEW_DEFS: readonly StoreViewDef[] = (Object.keys(SLUG) as StoreView[]).map((view) => ({
  view,
  path: `/store/${SLUG[view]}`,
  labelKey: `views.${SLUG[view]}`,
}));

export const STORE_HOME = '/store/all';
export const TAG_PATH = '/tag';
export const EXTRACTION_PATH = '/store/extraction';
export const extractionPath = (storeId?: number) =>
  storeId ? `${EXTRACTION_PATH}?store_id=${storeId}` : EXTRACTION_PATH;

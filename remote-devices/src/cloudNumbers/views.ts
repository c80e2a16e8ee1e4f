// The five views of the cloud number list and the transfer records (spec §2), their paths, and
// the query of the renewal page. Pure module: unit tested alone.

export const CLOUD_NUMBER_VIEWS = ['willExpire', 'inUse', 'unsubscribing', 'noPhysical', 'unsubscribed'] as const;
export type CloudNumberView = (typeof CLOUD_NUMBER_VIEWS)[number];

export const viewPath = (v: CloudNumberView) => `/cloudNumber/${v}`;
export const TRANSFERS_PATH = '/cloudNumber/transfers';
export const BUY_PATH = '/cloud/cloudBuy';
export const LIST_PATH = viewPath('inUse');

/** /cloud/cloudRenew?ids=1,2 */
export function renewPath(ids: readonly number[]): string {
  return `/cloud/cloudRenew?ids=${ids.join(',')}`;
}

/** The ids of ?ids=1,2,3: positive integers, duplicates dropped; anything else is ignored. */
export function parseIds(raw: string | null): number[] {
  const ids = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[1-9]\d*$/.test(s))
    .map(Number);
  return [...new Set(ids)].filter(Number.isSafeInteger);
}

/** A transfer that would hand a number to the member who already holds it (spec §5). */
export function isSelfTransfer(holders: readonly (number | null)[], toUserId: number): boolean {
  return holders.some((h) => h === toUserId);
}

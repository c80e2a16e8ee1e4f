// What a store, tag and extraction record must be on the form (spec §5), the same rules the server
// applies (packages/server/src/modules/store/input.ts, tags.ts, extractions.ts); the value lists
// are the contract's (contract/src/store.ts), repeated here because the browser bundle keeps
// TypeBox out. Pure module (unit tested).
export const COOKIE_MODES = ['account', 'cookie'] as const;
export const UA_OSES = ['windows', 'macos'] as const;
export const TAG_COLORS = ['blue', 'green', 'orange', 'red', 'purple', 'cyan', 'magenta', 'gold', 'geekblue', 'lime'];
export type ExtractionStatus = 'pending' | 'extracted' | 'cancelled';

/** spec §4: to be extracted → extracted | cancelled; the other two are final. */
export function nextStatuses(s: ExtractionStatus): ExtractionStatus[] {
  return s === 'pending' ? ['extracted', 'cancelled'] : [];
}

/** spec §5 "Extraction link must start with http"; a store address too (the contract's one URL rule). */
export { isHttpUrl } from '@console/contract/url';

// Screen resolution options of POST /phone/applyPodProperty (spec §3 "Screen resolution
// option": an id 'width,height' and a display value). The 27 ids are spec §9 data and live once
// in @console/contract, which the server validates with; here they get their display values.
// '0,0' follows the current computer; its label is translated by the caller.
import { FOLLOW_COMPUTER, RESOLUTION_SIZES } from '@console/contract/resolutions';

export { FOLLOW_COMPUTER };

export interface ResolutionOption {
  /** 'width,height', sent as property.resolution. */
  id: string;
  /** Display value; null for '0,0' (follow the current computer, an i18n text). */
  label: string | null;
}

export const RESOLUTION_OPTIONS: readonly ResolutionOption[] = [
  { id: FOLLOW_COMPUTER, label: null },
  ...RESOLUTION_SIZES.map((s) => ({ id: s.replace('x', ','), label: s })),
];

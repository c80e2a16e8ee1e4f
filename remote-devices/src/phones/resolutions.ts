// Screen resolution options of POST /phone/applyPodProperty (spec §3 "Screen resolution
// option": an id 'width,height' and a display value; the 27 values are spec §9 data).
// '0,0' follows the current computer; its label is translated by the caller.

export interface ResolutionOption {
  /** 'width,height', sent as property.resolution. */
  id: string;
  /** Display value; null for '0,0' (follow the current computer, an i18n text). */
  label: string | null;
}

const SIZES = [
  '800x600', '1024x600', '1024x768', '1152x864', '1280x720', '1280x768', '1280x800', '1280x960', '1280x1024',
  '1360x768', '1366x768', '1400x1050', '1400x900', '1536x864', '1600x900', '1600x1200', '1680x1050', '1920x1080',
  '1920x1200', '2048x1152', '2304x1440', '2560x1440', '2560x1600', '2880x1800', '4096x2304', '5120x2880',
];

export const FOLLOW_COMPUTER = '0,0';

export const RESOLUTION_OPTIONS: readonly ResolutionOption[] = [
  { id: FOLLOW_COMPUTER, label: null },
  ...SIZES.map((s) => ({ id: s.replace('x', ','), label: s })),
];

// Screen resolution options of spec §9 (27): id 'width,height', '0,0' = follow the current
// computer. POST /phone/applyPodProperty accepts exactly these ids and the devices area offers
// them. Plain data without TypeBox, so a browser bundle can import it at run time
// (`@console/contract/resolutions`).

export const FOLLOW_COMPUTER = '0,0';

/** The sizes of spec §9 as width x height, in the spec's order. */
export const RESOLUTION_SIZES = [
  '800x600',
  '1024x600',
  '1024x768',
  '1152x864',
  '1280x720',
  '1280x768',
  '1280x800',
  '1280x960',
  '1280x1024',
  '1360x768',
  '1366x768',
  '1400x1050',
  '1400x900',
  '1536x864',
  '1600x900',
  '1600x1200',
  '1680x1050',
  '1920x1080',
  '1920x1200',
  '2048x1152',
  '2304x1440',
  '2560x1440',
  '2560x1600',
  '2880x1800',
  '4096x2304',
  '5120x2880',
] as const;

/** Every accepted id: '0,0' first, then 'width,height' per size. */
export const RESOLUTION_IDS: readonly string[] = [FOLLOW_COMPUTER, ...RESOLUTION_SIZES.map((s) => s.replace('x', ','))];

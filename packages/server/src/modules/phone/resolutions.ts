// Screen resolution options of spec §9 'Screen resolution options': id 'width,height',
// '0,0' = follow the current computer. /phone/applyPodProperty accepts only these ids.
const SIZES = [
  '800x600', '1024x600', '1024x768', '1152x864', '1280x720', '1280x768', '1280x800', '1280x960', '1280x1024',
  '1360x768', '1366x768', '1400x1050', '1400x900', '1536x864', '1600x900', '1600x1200', '1680x1050', '1920x1080',
  '1920x1200', '2048x1152', '2304x1440', '2560x1440', '2560x1600', '2880x1800', '4096x2304',
];

export const RESOLUTION_IDS: readonly string[] = ['0,0', ...SIZES.map((s) => s.replace('x', ','))];

export const isResolutionId = (id: string) => RESOLUTION_IDS.includes(id);

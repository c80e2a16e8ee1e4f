import { FOLLOW_COMPUTER, RESOLUTION_OPTIONS } from './resolutions';

test('27 options (spec §9): follow the computer first, then width,height ids with a WxH label', () => {
  expect(RESOLUTION_OPTIONS).toHaveLength(27);
  expect(RESOLUTION_OPTIONS[0]).toEqual({ id: FOLLOW_COMPUTER, label: null });
  expect(RESOLUTION_OPTIONS[1]).toEqual({ id: '800,600', label: '800x600' });
  expect(RESOLUTION_OPTIONS[26]).toEqual({ id: '5120,2880', label: '5120x2880' });
  expect(new Set(RESOLUTION_OPTIONS.map((o) => o.id)).size).toBe(27);
  for (const o of RESOLUTION_OPTIONS.slice(1)) expect(o.id).toMatch(/^\d{3,4},\d{3,4}$/);
});

// Console look (spec §9): primary blue, the sidebar menu colours and the button palette, with
// every text colour readable on its background (WCAG 2.2 AA, 4.5:1; theme.test.ts measures it).
import { theme, type ThemeConfig } from 'antd';
import { AA_TEXT, contrastRatio } from './contrast';

/**
 * The brand blue, a shade deeper than the former #3370ff so white button text, and blue links on
 * white, on the grey layout and on the light blue fill, all pass 4.5:1 (#3370ff: 4.3:1 on white).
 */
export const PRIMARY_COLOR = '#2e66e8';

/**
 * Spec §9's button palette (dark blue, blue, green, red, orange, cyan; the spec names the colours,
 * the values are ours) as antd's preset colour seeds: a button takes one with `color` and its
 * variant with `variant` (solid, outlined = ghost, text), and antd derives the hover and light
 * shades from the seed. Gray is antd's neutral button (`color="default"`), which has no seed.
 * Tags with the same preset colours follow. Green, orange and cyan are light seeds: use them
 * outlined or as text buttons, white text on them solid is below 4.5:1.
 */
const BUTTON_PALETTE = {
  geekblue: '#1d39c4', // dark blue
  blue: PRIMARY_COLOR,
  green: '#52c41a',
  red: '#df1f29',
  orange: '#fa8c16',
  cyan: '#13c2c2',
} as const;

/** Greys for secondary text (hints, descriptions, table captions): ≥ 4.5:1 on white and #f5f5f5. */
const TEXT = {
  colorTextSecondary: '#595959',
  colorTextTertiary: '#666666',
  colorTextDescription: '#666666',
  // placeholders are read too (they name the select filters' current state)
  colorTextPlaceholder: '#757575',
} as const;

/**
 * The user's system asks for less animation (an accessibility setting). antd then opens menus,
 * selects and dialogs without motion. e2e runs this way too: a click that lands while a menu is
 * still scaling in is otherwise lost.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

const seeds = {
  colorPrimary: PRIMARY_COLOR,
  // hovered, a primary button darkens instead of antd's lighter #588cf5 (white on it: 3.2:1)
  colorPrimaryHover: '#2a5dd6',
  colorInfo: PRIMARY_COLOR,
  // the red of errors and danger buttons: white on it and it on white both pass 4.5:1
  colorError: BUTTON_PALETTE.red,
  ...BUTTON_PALETTE,
  ...TEXT,
};

/** Preset tag colours (antd's PresetColors). */
export const TAG_PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

/** Status tags (正常, 失败 …) write in their status colour on its light background. */
export const TAG_STATUSES = ['Success', 'Info', 'Warning', 'Error'] as const;

type Palette = Record<string, string>;

/** The first shade from the given one down the palette that reads at 4.5:1 on `bg`. */
function readableShade(palette: Palette, name: string, from: number, bg: string): string {
  for (let i = from; i <= 10; i++) {
    const c = palette[`${name}${i}`];
    if (c && contrastRatio(c, bg) >= AA_TEXT) return c;
  }
  return palette[`${name}10`];
}

/**
 * Tag text colours. antd writes a preset tag in shade 7 on shade 1 and a status tag in the status
 * colour itself on its light background — 2.2:1 for the green 正常. Inside tags only, each is
 * replaced by the first darker shade that passes, so the tag keeps its hue and light fill.
 */
function tagTextColours(t: Palette): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of TAG_PRESETS) out[`${p}7`] = readableShade(t, p, 7, t[`${p}1`]);
  for (const s of TAG_STATUSES) {
    const bg = t[`color${s}Bg`];
    const hue = s === 'Info' ? 'blue' : s === 'Success' ? 'green' : s === 'Warning' ? 'gold' : 'red';
    const own = t[`color${s}`];
    out[`color${s}`] = contrastRatio(own, bg) >= AA_TEXT ? own : readableShade(t, hue, 7, bg);
  }
  return out;
}

// the shades antd derives from the seeds, read once to pick readable ones
const derived = theme.getDesignToken({ token: seeds }) as unknown as Palette;

export const consoleTheme: ThemeConfig = {
  // antd's styles come from its shipped stylesheet, linked by every app's page (packages/build
  // antd-stylesheet.js), not generated in the browser on each first use; tokens still apply as CSS variables
  zeroRuntime: true,
  // one name for the theme's CSS variables: the host's and every area's provider (same theme) then
  // share one registration instead of each writing its own copy of every variable
  cssVar: { key: 'css-var-console' },
  token: { ...seeds, motion: !prefersReducedMotion() },
  components: {
    Menu: {
      itemColor: '#262626',
      // the primary on its light fill is 4.1:1; the next shade reads
      itemSelectedColor: derived.colorPrimaryTextActive,
      itemSelectedBg: '#e6edff',
      itemBg: '#fff',
      subMenuItemBg: '#fafafa',
    },
    Tag: tagTextColours(derived),
    // Typography type="success" / "warning" writes in colorSuccessText / colorWarningText (the
    // status colour, #52c41a on white: 2.3:1); those are the tokens its style reads
    Typography: {
      colorSuccessText: readableShade(derived, 'green', 7, derived.colorBgContainer),
      colorWarningText: readableShade(derived, 'gold', 7, derived.colorBgContainer),
    },
  },
};

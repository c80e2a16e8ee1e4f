// Console look (spec §9): primary blue, the sidebar menu colours and the button palette.
import type { ThemeConfig } from 'antd';

export const PRIMARY_COLOR = '#3370ff';

/**
 * Spec §9's button palette (dark blue, blue, green, red, orange, cyan; the spec names the colours,
 * the values are ours) as antd's preset colour seeds: a button takes one with `color` and its
 * variant with `variant` (solid, outlined = ghost, text), and antd derives the hover and light
 * shades from the seed. Gray is antd's neutral button (`color="default"`), which has no seed.
 * Tags with the same preset colours follow.
 */
const BUTTON_PALETTE = {
  geekblue: '#1d39c4', // dark blue
  blue: PRIMARY_COLOR,
  green: '#52c41a',
  red: '#f5222d',
  orange: '#fa8c16',
  cyan: '#13c2c2',
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

export const consoleTheme: ThemeConfig = {
  token: { colorPrimary: PRIMARY_COLOR, ...BUTTON_PALETTE, motion: !prefersReducedMotion() },
  components: {
    Menu: {
      itemColor: '#262626',
      itemSelectedColor: PRIMARY_COLOR,
      itemSelectedBg: '#e6edff',
      itemBg: '#fff',
      subMenuItemBg: '#fafafa',
    },
  },
};

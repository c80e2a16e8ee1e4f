// Console look (spec §9): primary blue and the sidebar menu colours.
import type { ThemeConfig } from 'antd';

export const PRIMARY_COLOR = '#3370ff';

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
  token: { colorPrimary: PRIMARY_COLOR, motion: !prefersReducedMotion() },
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

// Console look (spec §9): primary blue and the sidebar menu colours.
import type { ThemeConfig } from 'antd';

export const PRIMARY_COLOR = '#3370ff';

export const consoleTheme: ThemeConfig = {
  token: { colorPrimary: PRIMARY_COLOR },
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

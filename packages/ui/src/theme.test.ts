// The console follows the system's reduce-motion setting, read once when the theme loads.
async function themeWithMotionQuery(reduce: boolean | undefined) {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value:
      reduce === undefined
        ? undefined
        : (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }),
  });
  try {
    let config: typeof import('./consoleConfig').consoleConfig | undefined;
    await jest.isolateModulesAsync(async () => {
      config = (await import('./consoleConfig')).consoleConfig;
    });
    return config!;
  } finally {
    if (original) Object.defineProperty(window, 'matchMedia', original);
    else delete (window as { matchMedia?: unknown }).matchMedia;
  }
}

test('motion and the click ripple stay on by default', async () => {
  const { theme, wave } = await themeWithMotionQuery(false);
  expect(theme.token?.motion).toBe(true);
  expect(wave.disabled).toBe(false);
});

test('motion and the click ripple are off when the system asks for reduced motion', async () => {
  const { theme, wave } = await themeWithMotionQuery(true);
  expect(theme.token?.motion).toBe(false);
  expect(wave.disabled).toBe(true);
});

test('without matchMedia (older browsers, jsdom) motion stays on', async () => {
  const { theme, wave } = await themeWithMotionQuery(undefined);
  expect(theme.token?.motion).toBe(true);
  expect(wave.disabled).toBe(false);
});

describe('colour contrast (WCAG AA 4.5:1 for text)', () => {
  // imported lazily like the tests above, so matchMedia stubs do not leak
  const load = async () => {
    const { consoleTheme, TAG_PRESETS, TAG_STATUSES, PRIMARY_COLOR } = await import('./theme');
    const { contrastRatio } = await import('./contrast');
    const { theme } = await import('antd');
    const t = theme.getDesignToken(consoleTheme) as unknown as Record<string, string>;
    return { consoleTheme, TAG_PRESETS, TAG_STATUSES, PRIMARY_COLOR, contrastRatio, t };
  };

  test('the ratio itself: black on white 21, #777 on white about 4.48, translucent black laid over white', async () => {
    const { contrastRatio } = await load();
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // antd's former tertiary grey: 3.4:1, the finding of issue #11
    expect(contrastRatio('rgba(0,0,0,0.45)', '#ffffff')).toBeLessThan(3.5);
    expect(contrastRatio('#52c41a', '#f6ffed')).toBeCloseTo(2.2, 1);
  });

  test.each(['colorText', 'colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorTextHeading'])(
    '%s on the container, the layout and the table header backgrounds',
    async (name) => {
      const { t, contrastRatio } = await load();
      for (const bg of [t.colorBgContainer, t.colorBgLayout, t.colorFillAlter, t.colorBgElevated])
        expect(contrastRatio(t[name], bg)).toBeGreaterThanOrEqual(4.5);
    },
  );

  test('primary: white on primary buttons, links on white / the layout grey / the light blue fill, the selected menu item', async () => {
    const { t, contrastRatio, consoleTheme } = await load();
    expect(contrastRatio(t.colorTextLightSolid, t.colorPrimary)).toBeGreaterThanOrEqual(4.5);
    // and hovered (axe reads the shade under the pointer)
    expect(contrastRatio(t.colorTextLightSolid, t.colorPrimaryHover)).toBeGreaterThanOrEqual(4.5);
    for (const bg of [t.colorBgContainer, t.colorBgLayout, t.colorPrimaryBg, t.colorInfoBg])
      expect(contrastRatio(t.colorLink, bg)).toBeGreaterThanOrEqual(4.5);
    const menu = consoleTheme.components!.Menu!;
    expect(contrastRatio(String(menu.itemSelectedColor), String(menu.itemSelectedBg))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(String(menu.itemColor), String(menu.subMenuItemBg))).toBeGreaterThanOrEqual(4.5);
  });

  test('placeholders and Typography success/warning text on white', async () => {
    const { t, contrastRatio, consoleTheme } = await load();
    expect(contrastRatio(t.colorTextPlaceholder, t.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    const typo = consoleTheme.components!.Typography as Record<string, string>;
    for (const k of ['colorSuccessText', 'colorWarningText'])
      expect(contrastRatio(typo[k], t.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
  });

  test('errors: error text on white, white on danger buttons', async () => {
    const { t, contrastRatio } = await load();
    expect(contrastRatio(t.colorError, t.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t.colorTextLightSolid, t.colorError)).toBeGreaterThanOrEqual(4.5);
  });

  test('every preset tag colour: its text shade on its light fill', async () => {
    const { t, contrastRatio, consoleTheme, TAG_PRESETS } = await load();
    const tag = consoleTheme.components!.Tag as Record<string, string>;
    for (const p of TAG_PRESETS) expect(contrastRatio(tag[`${p}7`], t[`${p}1`])).toBeGreaterThanOrEqual(4.5);
  });

  test('every status tag (success 正常, processing, warning, error): its text on its light fill', async () => {
    const { t, contrastRatio, consoleTheme, TAG_STATUSES } = await load();
    const tag = consoleTheme.components!.Tag as Record<string, string>;
    for (const s of TAG_STATUSES) expect(contrastRatio(tag[`color${s}`], t[`color${s}Bg`])).toBeGreaterThanOrEqual(4.5);
  });
});

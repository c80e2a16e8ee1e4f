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
    let theme: typeof import('./theme').consoleTheme | undefined;
    await jest.isolateModulesAsync(async () => {
      theme = (await import('./theme')).consoleTheme;
    });
    return theme!;
  } finally {
    if (original) Object.defineProperty(window, 'matchMedia', original);
    else delete (window as { matchMedia?: unknown }).matchMedia;
  }
}

test('motion stays on by default', async () => {
  expect((await themeWithMotionQuery(false)).token?.motion).toBe(true);
});

test('motion is off when the system asks for reduced motion', async () => {
  expect((await themeWithMotionQuery(true)).token?.motion).toBe(false);
});

test('without matchMedia (older browsers, jsdom) motion stays on', async () => {
  expect((await themeWithMotionQuery(undefined)).token?.motion).toBe(true);
});

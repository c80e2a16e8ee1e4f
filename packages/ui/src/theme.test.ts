// The console follows the system's reduce-motion setting, read once when the theme loads.
function themeWithMotionQuery(reduce: boolean | undefined) {
  const original = window.matchMedia;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value:
      reduce === undefined
        ? undefined
        : (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }),
  });
  try {
    let theme: typeof import('./theme').consoleTheme | undefined;
    jest.isolateModules(() => {
      theme = (require('./theme') as typeof import('./theme')).consoleTheme;
    });
    return theme!;
  } finally {
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: original });
  }
}

test('motion stays on by default', () => {
  expect(themeWithMotionQuery(false).token?.motion).toBe(true);
});

test('motion is off when the system asks for reduced motion', () => {
  expect(themeWithMotionQuery(true).token?.motion).toBe(false);
});

test('without matchMedia (older browsers, jsdom) motion stays on', () => {
  expect(themeWithMotionQuery(undefined).token?.motion).toBe(true);
});

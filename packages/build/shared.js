// Singletons shared through Module Federation: one copy of each for the whole console,
// so the token, the loading count and the language are one instance (ARCHITECTURE.md).
// Not @ant-design/icons: a shared package is bundled whole from its entry (all ~800 icons,
// 194 kB gzip on the first screen, measured by `pnpm bench`), while each app only draws a few;
// unshared, every app keeps just the icons it imports (≈1 kB each). Icons hold no state the apps
// must agree on, and antd reaches its own icons by deep imports that were never shared anyway.
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'antd',
  'i18next',
  'react-i18next',
  'axios',
  // one server-state cache: the host's QueryClient is seen by every remote's hooks
  '@tanstack/react-query',
  '@console/shared',
];

/** Builds the `shared` map; versions come from the app's own package.json. */
export function sharedSingletons(pkg) {
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
      const range = deps[base];
      // workspace:* is not a semver range; the workspace package is always the same source.
      const requiredVersion = !range || range.startsWith('workspace:') ? false : range;
      return [name, { singleton: true, requiredVersion }];
    }),
  );
}

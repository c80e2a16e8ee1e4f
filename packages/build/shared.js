// Singletons shared through Module Federation: one copy of each for the whole console,
// so the token, the loading count and the language are one instance (ARCHITECTURE.md).
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'antd',
  '@ant-design/icons',
  'i18next',
  'react-i18next',
  'axios',
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

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

/**
 * An app's `shared` map: the singletons, except that the libraries in `ownParts` (the host's: shared
 * name → the request its own code uses instead, e.g. antd → antd/es) are provided whole to the
 * remotes from that request, while the host's own imports of them (rewritten by `ownPartsPlugins`)
 * are not consumed from the share scope: its pages take only the modules they import, and its login
 * page no longer waits for the whole library. They are the same module instances as the provided
 * library's (one runtime, one module cache), so a remote's antd is the host's, contexts and all.
 * `fallbacks: false` (a remote's production build): the app takes every singleton from the share
 * scope and bundles no copy of its own. In the console the host provides all of them before any
 * remote loads, so a remote's copies (antd whole, react-dom, …: its largest files) were built,
 * minified and compressed for nothing; a remote's dev server keeps them for its standalone page.
 */
export function sharedOf(pkg, ownParts = {}, { fallbacks = true } = {}) {
  const shared = sharedSingletons(pkg);
  for (const [name, request] of Object.entries(ownParts))
    shared[name] = { ...shared[name], import: request, shareKey: name };
  if (!fallbacks) for (const name of Object.keys(shared)) shared[name] = { ...shared[name], import: false };
  return shared;
}

/** Rewrites the app's own imports of each `ownParts` library to its own request (see sharedOf). */
export function ownPartsPlugins(webpack, ownParts) {
  return Object.entries(ownParts).map(
    ([name, request]) =>
      new webpack.NormalModuleReplacementPlugin(
        new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
        (r) => {
          r.request = request;
        },
      ),
  );
}

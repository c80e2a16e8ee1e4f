// The remotes' federated entries as the monolith build bundles them (aliased in host/webpack.config.js):
// single-spa lifecycles, or an empty module for a remote missing from the checkout.
declare module '@console-monolith/*' {
  import type { LifeCycleFn } from 'single-spa';

  export const bootstrap: LifeCycleFn<object> | undefined;
  export const mount: LifeCycleFn<object> | undefined;
  export const unmount: LifeCycleFn<object> | undefined;
  export const update: LifeCycleFn<object> | undefined;
}

// Each bundled remote's src/routes.json (or an empty module for a remote missing from the checkout).
declare module '@console-monolith-routes/*' {
  import type { RouteManifest } from '@console/ui';

  const manifest: RouteManifest | undefined;
  export default manifest;
}

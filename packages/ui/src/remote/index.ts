export { AreaApp, createAreaLifecycles, type AreaDefinition, type ParcelProps } from './lifecycles';
export { AreaProviders, type AreaIdentity } from './AreaProviders';
export { AreaActiveContext, useAreaActive, usePausedWhileHidden } from './areaActive';
export { AreaCrash } from './AreaCrash';
export { startStandalone } from './standalone';
export { NotBuiltPage } from './NotBuiltPage';
export {
  manifestProblems,
  unpublishedPaths,
  unroutedPaths,
  type MenuPlacement,
  type PublishedRoute,
  type RouteManifest,
  type RouteManifestJson,
  type RouteRole,
  type RouteTitle,
} from './routeManifest';

export { AreaApp, createAreaLifecycles, type AreaDefinition, type ParcelProps } from './lifecycles';
export { AreaProviders, type AreaIdentity } from './AreaProviders';
export { AreaCrash } from './AreaCrash';
export { startStandalone } from './standalone';
export { NotBuiltPage } from './NotBuiltPage';

export {
  HOST_ROUTES,
  AREA_PREFIXES,
  HOME_PATH,
  LOGIN_PATH,
  AUTH_PATH,
  NOT_FOUND_PATH,
  findRoute,
  areaOf,
  mayOpen,
  landingFor,
  safeRedirect,
} from './table';
export type { Area, RemoteArea, AreaRoutes, Role, RouteDef, HostPage } from './table';

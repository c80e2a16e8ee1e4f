export {
  ROUTES,
  AREA_PREFIXES,
  HOME_PATH,
  LOGIN_PATH,
  AUTH_PATH,
  NOT_FOUND_PATH,
  menuRoutes,
  visibleMenu,
  menuKeyOf,
  findRoute,
  areaOf,
  routeTypeOf,
  allows,
  landingFor,
  safeRedirect,
} from './table';
export type { Area, Role, RouteDef, MenuItemDef, HostPage } from './table';

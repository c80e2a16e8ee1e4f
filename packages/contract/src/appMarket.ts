// The app market: catalogue, own uploads, install/uninstall tasks, what is installed where.
import { Type, type Static } from 'typebox';
import { KEYWORD_MAX_LENGTH } from './limits';
import { Id, PageOf, PagingQuery } from './paging';
import { PhoneIds } from './phone';

export const App = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  package_name: Type.String(),
  version: Type.String(),
  size_bytes: Type.Integer(),
  icon: Type.String({ description: 'data URL or empty' }),
  description: Type.String(),
  source: Type.String({ description: "'platform' | 'own'" }),
  installed_count: Type.Integer(),
  created_at: Type.String(),
});
export type App = Static<typeof App>;
export const AppListQuery = Type.Object({
  ...PagingQuery,
  keyword: Type.Optional(Type.String({ maxLength: KEYWORD_MAX_LENGTH })),
});
export const AppList = PageOf(App);

export const InstalledApp = Type.Object({
  phone_id: Type.Integer(),
  phone_name: Type.String(),
  app_id: Type.Integer(),
  app_name: Type.String(),
  version: Type.String(),
  status: Type.String({ description: "'installing' | 'installed' | 'uninstalling' | 'failed'" }),
  updated_at: Type.String(),
});
export type InstalledApp = Static<typeof InstalledApp>;
export const InstalledQuery = Type.Object({ ...PagingQuery, app_id: Type.Optional(Id), phone_id: Type.Optional(Id) });
export const InstalledList = PageOf(InstalledApp);

export const AppAddBody = Type.Object({
  file_id: Id,
  name: Type.String(),
  package_name: Type.String(),
  version: Type.String(),
  description: Type.Optional(Type.String()),
  icon: Type.Optional(Type.String({ description: 'data:image/… URL' })),
});
export type AppAddBody = Static<typeof AppAddBody>;
export const AppDeleteBody = Type.Object({ id: Id });
export const InstallBody = Type.Object({ app_id: Id, phone_ids: PhoneIds });

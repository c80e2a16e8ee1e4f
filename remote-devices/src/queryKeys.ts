// The devices area's keys in the console's query cache: `['devices', resource, params?]`.
// A write invalidates the narrowest key it made stale (a remark: the phone list, not everything).
export const devicesKeys = {
  all: ['devices'] as const,
  phones: ['devices', 'phones'] as const,
  recycle: ['devices', 'recycle'] as const,
  /** GET /phone/all (every phone the user sees, by keyword): under `phones`, so list writes refresh it. */
  phoneBriefs: (keyword: string) => ['devices', 'phones', 'all', keyword] as const,
  phone: (id: number) => ['devices', 'phone', id] as const,
  phoneTasks: (id: number, page: number) => ['devices', 'phone', id, 'tasks', page] as const,
  phoneApps: (id: number, page: number) => ['devices', 'phone', id, 'apps', page] as const,
  phoneOrder: (orderNo: string) => ['devices', 'phoneOrder', orderNo] as const,
  buyOptions: ['devices', 'buyOptions'] as const,
  renewPhones: (ids: number[]) => ['devices', 'renewPhones', ids] as const,
  groups: ['devices', 'groups'] as const,
  allocating: ['devices', 'allocating'] as const,
  cloudNumbers: ['devices', 'cloudNumbers'] as const,
  /** GET /cloudNumber/cnt: under `cloudNumbers`, so whatever reloads the list reloads the counters. */
  cloudNumberCnt: ['devices', 'cloudNumbers', 'cnt'] as const,
  cloudNumberResource: ['devices', 'cloudNumberResource'] as const,
  members: ['devices', 'members'] as const,
  apps: ['devices', 'apps'] as const,
  installedApps: ['devices', 'installedApps'] as const,
  visiblePhones: ['devices', 'visiblePhones'] as const,
};

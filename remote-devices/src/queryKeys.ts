// The devices area's keys in the console's query cache: `['devices', resource, params?]`.
// A write invalidates the narrowest key it made stale (a remark: the phone list, not everything).
export const devicesKeys = {
  all: ['devices'] as const,
  phones: ['devices', 'phones'] as const,
  recycle: ['devices', 'recycle'] as const,
  phone: (id: number) => ['devices', 'phone', id] as const,
  buyOptions: ['devices', 'buyOptions'] as const,
  price: ['devices', 'price'] as const,
  coupons: ['devices', 'coupons'] as const,
  renewPhones: (ids: number[]) => ['devices', 'renewPhones', ids] as const,
  groups: ['devices', 'groups'] as const,
  allocating: ['devices', 'allocating'] as const,
  rights: ['devices', 'rights'] as const,
  cloudNumbers: ['devices', 'cloudNumbers'] as const,
  cloudNumberPrice: ['devices', 'cloudNumberPrice'] as const,
  members: ['devices', 'members'] as const,
  apps: ['devices', 'apps'] as const,
  installedApps: ['devices', 'installedApps'] as const,
  visiblePhones: ['devices', 'visiblePhones'] as const,
};

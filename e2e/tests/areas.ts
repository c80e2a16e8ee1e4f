// The six area remotes and where each one's first screen lives.
export interface AreaCase {
  area: 'devices' | 'accounts' | 'network' | 'stores' | 'org' | 'billing';
  pkg: string;
  path: string;
}

export const AREAS: AreaCase[] = [
  { area: 'devices', pkg: 'remote-devices', path: '/phone/all' },
  { area: 'accounts', pkg: 'remote-accounts', path: '/account/all' },
  { area: 'network', pkg: 'remote-network', path: '/NetworkCard/all' },
  { area: 'stores', pkg: 'remote-stores', path: '/store/all' },
  { area: 'org', pkg: 'remote-org', path: '/member/all' },
  { area: 'billing', pkg: 'remote-billing', path: '/order/all' },
];

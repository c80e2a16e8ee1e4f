// The area's query keys: one place, so a change invalidates exactly what it made stale.
export const accountsKeys = {
  all: ['accounts'] as const,
  list: ['accounts', 'subAccounts'] as const,
  status: (ids: number[]) => ['accounts', 'status', ids.join(',')] as const,
  detail: (id: number) => ['accounts', 'detail', id] as const,
  pod: (id: number) => ['accounts', 'pod', id] as const,
  brands: ['accounts', 'brands'] as const,
  countries: ['accounts', 'countries'] as const,
  sites: ['accounts', 'sites'] as const,
  phones: ['accounts', 'phones'] as const,
  groups: ['accounts', 'groups'] as const,
  cards: ['accounts', 'cards'] as const,
  geo: (ip: string) => ['accounts', 'geo', ip] as const,
  /** The pay screens' options (each carries the balance). */
  payments: ['accounts', 'payment'] as const,
  payment: (kind: string, ids: string) => ['accounts', 'payment', kind, ids] as const,
};

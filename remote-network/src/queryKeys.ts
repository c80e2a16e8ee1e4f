// The network area's keys in the console's query cache: `['network', resource, params?]`.
// A write invalidates the narrowest key it made stale; counters live under their list's key, so
// whatever reloads a list reloads its counters.
export const networkKeys = {
  cards: ['network', 'cards'] as const,
  cardCnt: ['network', 'cards', 'cnt'] as const,
  renewCards: (ids: number[]) => ['network', 'cards', 'renew', ids] as const,
  cardOptions: ['network', 'cardOptions'] as const,
  devices: ['network', 'devices'] as const,
  deviceCnt: ['network', 'devices', 'cnt'] as const,
  deviceOptions: ['network', 'deviceOptions'] as const,
  phones: ['network', 'phones'] as const,
  accounts: ['network', 'accounts'] as const,
};

// The stores area's keys in the console's query cache: `['stores', resource, …]`. Counters live
// under the list's key, so whatever reloads the list reloads its counters.
export const storeKeys = {
  stores: ['stores', 'stores'] as const,
  storeCnt: ['stores', 'stores', 'cnt'] as const,
  transfers: ['stores', 'stores', 'transfers'] as const,
  platforms: ['stores', 'platforms'] as const,
  members: ['stores', 'members'] as const,
  tags: ['stores', 'tags'] as const,
  devices: ['stores', 'deviceChoices'] as const,
  extractions: ['stores', 'extractions'] as const,
};

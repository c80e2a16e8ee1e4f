// A route's published prefetch (routes.json) is taken by the page only if the page's own first
// requests are exactly those reads; these helpers let each list screen's tests check that:
//   await waitFor(() => expect(firstReadsMade(reads, { 'GET /phone/list': api.list })).toEqual(reads));

interface Read {
  endpoint: string;
  query?: object;
}

/** [path, reads] of every published route that declares a prefetch (for test.each). */
export function prefetchingRoutes(manifest: { routes: { path: string; prefetch?: Read[] }[] }): [string, Read[]][] {
  return manifest.routes.filter((r) => r.prefetch?.length).map((r): [string, Read[]] => [r.path, r.prefetch!]);
}

/** The first call of each read's area-API stub, in the published shape (`notMade` until it is called). */
export function firstReadsMade(reads: Read[], stubs: Record<string, { mock: { calls: unknown[][] } }>): object[] {
  return reads.map(({ endpoint }) => {
    const stub = stubs[endpoint];
    if (!stub) throw new Error(`no stub for ${endpoint}`);
    const first = stub.mock.calls[0];
    if (!first) return { endpoint, notMade: true };
    return first[0] === undefined ? { endpoint } : { endpoint, query: first[0] };
  });
}

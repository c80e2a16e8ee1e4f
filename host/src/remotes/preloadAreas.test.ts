// Areas load ahead one at a time when idle, only those the member may open, each once; a failure
// stays quiet and the next area still loads; nothing loads ahead on a connection saving data.
import { PUBLISHED } from '../routes/published.fixture';
import type { AreaRoutes } from '../routes/table';
import { areasToPreload, mayPreload, preloadAreas, resetPreloadedAreas } from './preloadAreas';
import type { AreaName } from './registry';
import { whenSettled } from './usePreloadAreas';

jest.mock('./loadArea', () => ({ loadArea: jest.fn() }));

beforeEach(() => resetPreloadedAreas());

/** An idle signal the test releases by hand, and a log of what happened in which order. */
function harness(fail: AreaName[] = []) {
  const log: string[] = [];
  const waiting: (() => void)[] = [];
  const idle = () =>
    new Promise<void>((resolve) => {
      log.push('idle?');
      waiting.push(resolve);
    });
  const load = jest.fn(async (area: AreaName) => {
    log.push(`load ${area}`);
    if (fail.includes(area)) throw new Error('offline');
  });
  const release = async () => {
    waiting.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { log, idle, load, release };
}

test('the areas with a page the member may open, linked-only ones too, redirects not; in the order of the sidebar', () => {
  const all = () => true;
  // billing's first menu entry (40) comes before wallet flow's (60); org has none: last
  expect(areasToPreload(PUBLISHED, 'admin', all)).toEqual(['devices', 'accounts', 'network', 'billing', 'org']);
  const published: AreaRoutes = {
    devices: [{ path: '/phone/all', roles: ['admin', 'staff'] }],
    accounts: [{ path: '/account/all', roles: ['admin'] }],
    stores: [{ path: '/store', redirect: '/store/list' }],
    billing: [{ path: '/walletFlow/all', roles: ['admin', 'staff'], requires: 'GET /walletFlow/list' }],
  };
  expect(areasToPreload(published, 'staff', all)).toEqual(['devices', 'billing']);
  expect(areasToPreload(published, 'staff', (e) => e !== 'GET /walletFlow/list')).toEqual(['devices']);
  const sidebar: AreaRoutes = {
    org: [{ path: '/member/all', hidden: true }],
    billing: [{ path: '/order/all', menu: { order: 40 } }],
    network: [{ path: '/NetworkCard/all', menu: { order: 30 } }],
  };
  expect(areasToPreload(sidebar, 'admin', all)).toEqual(['network', 'billing', 'org']);
});

test('one area at a time, each after the browser was idle, in order', async () => {
  const h = harness();
  preloadAreas(['accounts', 'network'], h);
  await h.release();
  await h.release();
  expect(h.log).toEqual(['idle?', 'load accounts', 'idle?', 'load network']);
});

test('an area opened meanwhile, or asked for before in this page, is not loaded again', async () => {
  const opened = new Set<AreaName>();
  const h = harness();
  preloadAreas(['accounts'], h);
  await h.release();
  preloadAreas(['accounts', 'network', 'billing'], { ...h, skip: (a) => opened.has(a) });
  opened.add('network'); // the member opens it while the loader waits
  await h.release();
  await h.release();
  expect(h.load.mock.calls.map(([a]) => a)).toEqual(['accounts', 'billing']);
});

test('a failed area stays quiet and the next one still loads; stopping ends before the next', async () => {
  const h = harness(['accounts']);
  const stop = preloadAreas(['accounts', 'network', 'billing'], h);
  await h.release();
  await h.release();
  stop();
  await h.release();
  expect(h.load.mock.calls.map(([a]) => a)).toEqual(['accounts', 'network']);
});

test('nothing loads ahead when the connection saves data or is 2G', () => {
  expect(mayPreload(undefined)).toBe(true);
  expect(mayPreload({ effectiveType: '4g' })).toBe(true);
  expect(mayPreload({ saveData: true, effectiveType: '4g' })).toBe(false);
  expect(mayPreload({ effectiveType: '2g' })).toBe(false);
  expect(mayPreload({ effectiveType: 'slow-2g' })).toBe(false);
});

test('settled means idle with no server read in flight: a read still running waits for the next idle', async () => {
  const idle = jest.fn(async () => undefined);
  const client = { isFetching: jest.fn().mockReturnValueOnce(2).mockReturnValueOnce(1).mockReturnValue(0) };
  await whenSettled(client as never, idle);
  expect(idle).toHaveBeenCalledTimes(3);
});

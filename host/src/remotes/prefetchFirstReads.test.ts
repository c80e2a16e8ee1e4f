import { prefetchGet } from '@console/shared';
import { setPublishedRoutes } from '../routes/published';
import { prefetchFirstReads } from './prefetchFirstReads';

jest.mock('@console/shared', () => ({ ...jest.requireActual('@console/shared'), prefetchGet: jest.fn() }));
const prefetch = prefetchGet as jest.MockedFunction<typeof prefetchGet>;

const list = { endpoint: 'GET /phone/list', query: { page: 1, limit: 20, filterStatus: 0 } };
beforeEach(() => {
  prefetch.mockReset();
  setPublishedRoutes({
    devices: [
      { path: '/phone/all', roles: ['admin', 'staff'], prefetch: [list, { endpoint: 'GET /phone/cnt' }] },
      { path: '/phone/recycle', roles: ['admin', 'staff'] },
    ],
  });
});

const all = () => true;

test('starts the published reads of the route opened (path matched as the guard does)', () => {
  prefetchFirstReads({ pathname: '/Phone/all/', search: '' }, all);
  expect(prefetch.mock.calls).toEqual([
    ['/phone/list', list.query],
    ['/phone/cnt', undefined],
  ]);
});

test('nothing with a query in the URL (the page asks for something else), or for a route without prefetch', () => {
  prefetchFirstReads({ pathname: '/phone/all', search: '?page=2' }, all);
  prefetchFirstReads({ pathname: '/phone/recycle', search: '' }, all);
  prefetchFirstReads({ pathname: '/nowhere', search: '' }, all);
  expect(prefetch).not.toHaveBeenCalled();
});

test('only the reads the member may call', () => {
  prefetchFirstReads({ pathname: '/phone/all', search: '' }, (endpoint) => endpoint !== 'GET /phone/list');
  expect(prefetch.mock.calls).toEqual([['/phone/cnt', undefined]]);
});

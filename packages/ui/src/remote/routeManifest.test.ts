import { manifestProblems } from './routeManifest';

test('a prefetch must be a GET endpoint of the access table', () => {
  const routes = [
    { path: '/phone/all', prefetch: [{ endpoint: 'GET /phone/list', query: { page: 1, limit: 20 } }] },
    { path: '/phone/recycle', prefetch: [{ endpoint: 'POST /phone/delete' }, { endpoint: 'GET /phone/nothing' }] },
  ];
  expect(manifestProblems({ routes })).toEqual([
    '/phone/recycle: prefetch POST /phone/delete is not a GET endpoint of the access table',
    '/phone/recycle: prefetch GET /phone/nothing is not a GET endpoint of the access table',
  ]);
});

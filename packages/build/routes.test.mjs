// The build's checks of a remote's routes.json (the same rules as manifestProblems of @console/ui).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { routeProblems } from './routes.js';

test('a well-formed manifest, prefetching its list, has no problems', () => {
  const routes = [
    {
      path: '/phone/all',
      title: { zh: '设备管理', en: 'Devices' },
      menu: { order: 10 },
      prefetch: [{ endpoint: 'GET /phone/list', query: { page: 1 } }],
    },
  ];
  assert.deepEqual(routeProblems({ routes }), []);
});

test('a prefetch is a GET: anything else would be sent early and change something', () => {
  const routes = [{ path: '/phone/all', prefetch: [{ endpoint: 'POST /phone/delete' }, { endpoint: '/phone/list' }] }];
  assert.deepEqual(routeProblems({ routes }), [
    '/phone/all: prefetch POST /phone/delete is not a GET endpoint',
    '/phone/all: prefetch /phone/list is not a GET endpoint',
  ]);
});

test('paths, menu titles and roles are checked', () => {
  const routes = [
    { path: 'phone' },
    { path: '/x', menu: { order: 1 } },
    { path: '/y', roles: ['root'] },
    { path: '/z', title: { zh: '组', en: 'Group' }, menu: { order: 2, pageTitle: { zh: '全部' } } },
  ];
  assert.deepEqual(routeProblems({ routes }), [
    'phone: a path starts with /',
    '/x: a menu entry needs a zh and en title',
    '/y: roles are admin or staff',
    '/z: a menu pageTitle needs zh and en',
  ]);
});

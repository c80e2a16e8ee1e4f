import assert from 'node:assert/strict';
import { test } from 'node:test';
import webpack from 'webpack';
import { ownPartsPlugins, sharedOf, sharedSingletons } from './shared.js';

const pkg = { dependencies: { antd: '^6.6.8', react: '^19.3.1', '@console/shared': 'workspace:*' } };

test('every app shares the same singletons; the host provides antd whole from its own request', () => {
  const app = sharedSingletons(pkg);
  assert.deepEqual(app.antd, { singleton: true, requiredVersion: '^6.6.8' });
  assert.deepEqual(app['@console/shared'], { singleton: true, requiredVersion: false });
  const host = sharedOf(pkg, { antd: 'antd/es' });
  assert.deepEqual(host.antd, { singleton: true, requiredVersion: '^6.6.8', import: 'antd/es', shareKey: 'antd' });
  assert.deepEqual({ ...host, antd: app.antd }, app);
  // a remote has no own parts: its map is the singletons'
  assert.deepEqual(sharedOf(pkg), app);
});

test("a remote's production build takes every singleton from the host and bundles none", () => {
  const remote = sharedOf(pkg, {}, { fallbacks: false });
  assert.deepEqual(Object.keys(remote), Object.keys(sharedSingletons(pkg)));
  for (const [name, entry] of Object.entries(remote))
    assert.deepEqual(entry, { ...sharedSingletons(pkg)[name], import: false });
});

test("the host's own imports of antd are rewritten; deep imports and other packages are not", () => {
  const [plugin] = ownPartsPlugins(webpack, { antd: 'antd/es' });
  assert.ok(plugin instanceof webpack.NormalModuleReplacementPlugin);
  const rewrite = (request) => {
    const data = { request };
    if (plugin.resourceRegExp.test(request)) plugin.newResource(data);
    return data.request;
  };
  assert.equal(rewrite('antd'), 'antd/es');
  assert.equal(rewrite('antd/es/button'), 'antd/es/button');
  assert.equal(rewrite('antd-mobile'), 'antd-mobile');
});

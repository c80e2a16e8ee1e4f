// The mounting contract (docs/remote-contract.md), shared by every remote: packages/testing/areaMount.ts.
import { describeAreaMount } from '../../packages/testing/areaMount';
import * as app from './app';

describeAreaMount(app, {
  name: 'remote_devices',
  area: 'devices',
  // Every device screen is built now; the renewal page without chosen phones renders without the API.
  mountPath: '/phone/renew',
  expectMounted: ({ domElement }) => expect(domElement.textContent).toContain('没有选择要续费的云手机'),
  updatePath: '/phoneItem',
  expectUpdated: ({ domElement }) => expect(domElement.textContent).toContain('没有指定云手机'),
  unknownPath: '/phone/nothing-here',
});

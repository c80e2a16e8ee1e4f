// The mounting contract (docs/remote-contract.md), shared by every remote: packages/testing/areaMount.ts.
import { describeAreaMount } from '../../packages/testing/areaMount';
import * as app from './app';

describeAreaMount(app, {
  name: 'remote_devices',
  area: 'devices',
  mountPath: '/phone/buy',
  notBuiltLink: '/phone/all',
  updatePath: '/mall/all',
  unknownPath: '/phone/nothing-here',
});

// The mounting contract (docs/remote-contract.md), shared by every remote: packages/testing/areaMount.ts.
import { describeAreaMount } from '../../packages/testing/areaMount';
import * as app from './app';

describeAreaMount(app, {
  name: 'remote_billing',
  area: 'billing',
  mountPath: '/inviteReward/all',
  notBuiltLink: '/order/all',
  updatePath: '/inviteReward/all/',
  unknownPath: '/order/nothing-here',
});

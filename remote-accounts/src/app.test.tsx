// The mounting contract (docs/remote-contract.md), shared by every remote: packages/testing/areaMount.ts.
import { describeAreaMount } from '../../packages/testing/areaMount';
import * as app from './app';

describeAreaMount(app, {
  name: 'remote_accounts',
  area: 'accounts',
  mountPath: '/account/buy',
  notBuiltLink: '/account/all',
  updatePath: '/account/renew',
  unknownPath: '/account/nothing-here',
  redirects: [['/account', '/account/all']],
});

// The mounting contract (docs/remote-contract.md), shared by every remote: packages/testing/areaMount.ts.
import { describeAreaMount } from '../../packages/testing/areaMount';
import * as app from './app';

describeAreaMount(app, {
  name: 'remote_network',
  area: 'network',
  mountPath: '/NetworkCard/buyCard',
  notBuiltLink: '/NetworkCard/all',
  updatePath: '/agentIp/aggregateBuy3',
  unknownPath: '/NetworkCard/nothing-here',
  redirects: [['/NetworkCard', '/NetworkCard/all']],
});

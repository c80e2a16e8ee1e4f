// The mounting contract (docs/remote-contract.md), shared by every remote: packages/testing/areaMount.ts.
import { describeAreaMount } from '../../packages/testing/areaMount';
import * as app from './app';

// the renewal pages read the buy options; nothing else is called without chosen ids
jest.mock('./api/networkCards', () => ({
  networkCards: { resource: jest.fn(() => new Promise(() => undefined)) },
}));
jest.mock('./api/ipDevices', () => ({
  ipDevices: { resource: jest.fn(() => new Promise(() => undefined)) },
}));

describeAreaMount(app, {
  name: 'remote_network',
  area: 'network',
  // Every network screen is built now; the renewal pages without chosen ids render without data.
  mountPath: '/NetworkCard/renew',
  expectMounted: ({ domElement }) => expect(domElement.textContent).toContain('没有选择要续费的网卡'),
  updatePath: '/device/renew',
  expectUpdated: ({ domElement }) => expect(domElement.textContent).toContain('没有选择要续费的设备'),
  unknownPath: '/NetworkCard/nothing-here',
  redirects: [
    ['/NetworkCard', '/NetworkCard/all'],
    ['/device', '/device/all'],
  ],
});

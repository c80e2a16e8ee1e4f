import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardedLookup, isPrivateAddress } from './public-address';

test.each([
  ['127.0.0.1', true],
  ['127.8.9.10', true],
  ['10.0.0.1', true],
  ['172.16.0.1', true],
  ['172.31.255.255', true],
  ['172.32.0.1', false],
  ['192.168.0.1', true],
  ['169.254.169.254', true],
  ['100.64.0.1', true],
  ['0.0.0.0', true],
  ['::1', true],
  ['::', true],
  ['fd12::1', true],
  ['fe80::1', true],
  ['::ffff:127.0.0.1', true],
  ['::ffff:203.0.113.1', false],
  ['203.0.113.1', false],
  ['2001:db8::1', false],
])('%s private: %s', (ip, expected) => {
  expect(isPrivateAddress(ip)).toBe(expected);
});

/** A POST through the guarded lookup to a loopback receiver reached by name. */
function postTo(allowPrivate: boolean): Promise<number | string> {
  return new Promise((resolve) => {
    const server = http
      .createServer((_req, res) => res.end('ok'))
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        const req = http.request(`http://localhost:${port}/`, { method: 'POST', lookup: guardedLookup(allowPrivate) });
        const done = (v: number | string) => server.close(() => resolve(v));
        req.once('response', (res) => {
          res.resume();
          done(res.statusCode ?? 0);
        });
        req.once('error', (e) => done(e.message));
        req.end();
      });
  });
}

test('a name that resolves to this network is refused at delivery, and reached only in dev/test mode', async () => {
  expect(await postTo(false)).toMatch(/resolves to .*an address of this network: refused/);
  expect(await postTo(true)).toBe(200);
});

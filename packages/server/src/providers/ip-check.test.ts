// The IP check on its own: through real loopback proxies to a real echo target, the refusal of
// this network outside dev mode (nothing is contacted), the time-out, and the target's answers.
import http from 'node:http';
import net from 'node:net';
import { startLoopbackProxy } from '../../../testing/loopback-proxy';
import { IpGeolocationSimulator } from './geolocation';
import { exitIpOf, IpChecker } from './ip-check';

let echo: http.Server;
let echoUrl: string;
beforeAll(async () => {
  // answers chunked, as many real echo services do
  echo = http.createServer((req, res) => {
    if (req.url !== '/ip') return void res.writeHead(404).end();
    res.setHeader('content-type', 'application/json');
    res.write(`{"ip":"${req.socket.remoteAddress}"`);
    res.end('}');
  });
  await new Promise<void>((r) => echo.listen(0, '127.0.0.1', r));
  echoUrl = `http://127.0.0.1:${(echo.address() as net.AddressInfo).port}/ip`;
});
afterAll(() => new Promise((r) => echo.close(r)));

const checker = (allowPrivate: boolean, url = () => echoUrl) =>
  new IpChecker({ targetUrl: url, geolocation: new IpGeolocationSimulator(), allowPrivate });
const device = (protocol: string, port: number) => ({
  protocol,
  address: '127.0.0.1',
  port,
  username: '',
  password: '',
});

test.each(['http', 'socks5'] as const)('%s without a login: exit IP from a chunked JSON answer', async (protocol) => {
  const proxy = await startLoopbackProxy({ protocol, exitAddress: '127.0.0.3' });
  try {
    const r = await checker(true).check(device(protocol, proxy.port));
    expect(r).toMatchObject({ reachable: true, exitIp: '127.0.0.3', region: '', reason: '' });
  } finally {
    await proxy.close();
  }
});

test('outside dev mode a device on this network is refused before anything is contacted', async () => {
  const proxy = await startLoopbackProxy({ protocol: 'socks5' });
  try {
    const r = await checker(false).check(device('socks5', proxy.port));
    expect(r).toMatchObject({ reachable: false, latencyMs: null, exitIp: '' });
    expect(r.reason).toMatch(/address of this network/);
    expect(proxy.tunnels).toBe(0);
  } finally {
    await proxy.close();
  }
});

test('a proxy that never answers fails at the time-out', async () => {
  const silent = net.createServer(() => undefined);
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
  try {
    const started = Date.now();
    const r = await checker(true).check(device('socks5', (silent.address() as net.AddressInfo).port), 300);
    expect(r).toMatchObject({ reachable: false, reason: 'timed out' });
    expect(Date.now() - started).toBeLessThan(5_000);
  } finally {
    silent.close();
  }
});

test('a target that answers 404, or cannot be reached from the proxy, fails the check', async () => {
  const proxy = await startLoopbackProxy({ protocol: 'http' });
  try {
    const r = await checker(true, () => `${echoUrl.replace(/\/ip$/, '')}/missing`).check(device('http', proxy.port));
    expect(r.reachable).toBe(false);
    const closed = await checker(true, () => 'http://127.0.0.1:1/ip').check(device('http', proxy.port));
    expect(closed.reachable).toBe(false);
  } finally {
    await proxy.close();
  }
});

test.each([
  ['{"ip":"203.0.113.7"}', '203.0.113.7'],
  ['{"code":0,"message":"ok","data":{"ip":"203.0.113.8"}}', '203.0.113.8'],
  ['{"query":"198.51.100.2","country":"HK"}', '198.51.100.2'],
  ['  192.0.2.1\n', '192.0.2.1'],
  ['::ffff:192.0.2.1', '192.0.2.1'],
  ['2001:db8::1', '2001:db8::1'],
])('the answer %j gives exit IP %s', (body, ip) => expect(exitIpOf(body)).toBe(ip));

test.each(['', '{"ip":"not an ip"}', '<html>blocked</html>'])('the answer %j is not an address', (body) =>
  expect(() => exitIpOf(body)).toThrow(),
);

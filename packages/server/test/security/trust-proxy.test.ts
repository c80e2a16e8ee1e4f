// Issue #9 item 5: X-Forwarded-For is believed only from the proxies the operator names
// (TRUST_PROXY); by default from nobody, so a direct client, loopback included, cannot rotate it
// past the per-IP login limit. The app is driven with inject(), whose `remoteAddress` plays the TCP
// peer.
import { buildApp, createDatabase, trustProxyFrom, type App } from '../../src/app';
import { FakeClock } from '../../src/providers/clock';

jest.setTimeout(120_000);

// One database; every scenario logs in from its own peer, so the per-IP counters do not mix.
let out: any;
beforeAll(async () => {
  const database = await createDatabase('memory://');
  const clock = new FakeClock(new Date('2030-01-15T04:00:00.000Z'));
  const build = (trustProxy: ReturnType<typeof trustProxyFrom> | undefined) =>
    buildApp({ db: database.db, clock, consoleUrl: 'http://console.test', trustProxy });
  const ipOf = async (app: App, peer: string | undefined, xff: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/ipCheck/echo',
        remoteAddress: peer,
        headers: { 'x-forwarded-for': xff },
      })
    ).json().data.ip;
  // 31 logins (unknown usernames: no account lockout), each claiming another client address
  const rotated = async (app: App, peer: string | undefined, prefix: string) => {
    const rs = [];
    for (let i = 0; i < 31; i++) {
      const r = await app.inject({
        method: 'POST',
        url: '/user/login',
        remoteAddress: peer,
        headers: { 'x-forwarded-for': prefix + i },
        payload: { username: 'nobody-' + prefix + i, password: 'Wrong12345', role: 'staff' },
      });
      rs.push(r.json());
    }
    return rs;
  };
  const summary = (rs: Array<{ code: number }>) => ({
    first30: [...new Set(rs.slice(0, 30).map((r) => r.code))],
    last: rs[30],
  });

  const plain = await build(undefined); // the defaults, as buildApp's callers get them
  const direct = {
    loopback: await ipOf(plain, undefined, '203.0.113.7'),
    remote: await ipOf(plain, '198.51.100.20', '203.0.113.7'),
    logins: summary(await rotated(plain, undefined, '203.0.113.')),
  };
  await plain.close();

  const proxied = await build(trustProxyFrom('10.0.0.2, 10.1.0.0/16'));
  const viaProxy = {
    trusted: await ipOf(proxied, '10.0.0.2', '203.0.113.7'),
    trustedCidr: await ipOf(proxied, '10.1.2.3', '203.0.113.8'),
    untrusted: await ipOf(proxied, '10.0.0.3', '203.0.113.7'),
    loopback: await ipOf(proxied, undefined, '203.0.113.7'),
    logins: summary(await rotated(proxied, '10.0.0.2', '192.0.2.')),
  };
  await proxied.close();
  await database.close();

  const parsed: Record<string, unknown> = Object.fromEntries(
    ['', 'false', ' 127.0.0.1, ::1 ', '10.0.0.0/8'].map((v) => [v, trustProxyFrom(v)]),
  );
  parsed.unset = trustProxyFrom(undefined);
  out = { direct, viaProxy, parsed };
});

test('by default nobody is trusted: a direct client (loopback too) is its TCP address, whatever X-Forwarded-For says', () => {
  expect(out.direct.loopback).toBe('127.0.0.1');
  expect(out.direct.remote).toBe('198.51.100.20');
});

test('by default rotating X-Forwarded-For does not get past the per-IP login limit (30 a minute)', () => {
  expect(out.direct.logins.first30).toEqual([40009]); // wrong username/password, but counted
  expect(out.direct.logins.last).toMatchObject({ code: 42901, message: expect.stringMatching(/^登录过于频繁/) });
});

test('a configured proxy (address or CIDR) is believed; any other peer, loopback included, is not', () => {
  expect(out.viaProxy).toMatchObject({
    trusted: '203.0.113.7',
    trustedCidr: '203.0.113.8',
    untrusted: '10.0.0.3',
    loopback: '127.0.0.1',
  });
  // behind the proxy each client has its own budget
  expect(out.viaProxy.logins).toEqual({ first30: [40009], last: expect.objectContaining({ code: 40009 }) });
});

test('TRUST_PROXY: comma-separated addresses/CIDRs; unset, empty or "false" trusts nobody', () => {
  expect(out.parsed).toEqual({
    '': false,
    false: false,
    ' 127.0.0.1, ::1 ': '127.0.0.1,::1',
    '10.0.0.0/8': '10.0.0.0/8',
    unset: false,
  });
});

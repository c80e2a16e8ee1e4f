import type http from 'node:http';
import {
  clientAddress,
  contentSecurityPolicy,
  isHttps,
  originOf,
  parseOrigins,
  registryOrigins,
  TrustedProxies,
} from './security';

const directives = (csp: string) =>
  Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

function fakeReq(remoteAddress: string, headers: http.IncomingHttpHeaders = {}, encrypted = false) {
  return { socket: { remoteAddress, encrypted }, headers } as unknown as http.IncomingMessage;
}

describe('content security policy', () => {
  it('allows only the console itself in prod: no inline script, no eval, no framing', () => {
    const d = directives(contentSecurityPolicy({ apiEnv: 'prod' }));
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(d['style-src']).toEqual(["'self'", "'unsafe-inline'"]); // antd CSS-in-JS <style> elements
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
    expect(d['form-action']).toEqual(["'self'"]);
    expect(d['default-src']).toEqual(["'self'"]);
  });

  it('lets the browser reach the API on :8091 in dev/local, or configured origins', () => {
    expect(directives(contentSecurityPolicy({ apiEnv: 'local' }))['connect-src']).toEqual([
      "'self'",
      'http://localhost:8091',
    ]);
    expect(
      directives(contentSecurityPolicy({ apiEnv: 'dev', apiOrigins: ['https://api.dev.example'] }))['connect-src'],
    ).toEqual(["'self'", 'https://api.dev.example']);
    expect(
      directives(contentSecurityPolicy({ apiEnv: 'prod', apiOrigins: ['https://x.example'] }))['connect-src'],
    ).toEqual(["'self'"]);
  });

  it('adds the origins remotes are loaded from (registry entries elsewhere, configured extras)', () => {
    const origins = registryOrigins({
      updatedAt: '',
      remotes: {
        devices: {
          name: 'remote_devices',
          package: 'remote-devices',
          version: '1',
          entry: '/remotes/remote-devices/1/mf-manifest.json',
        },
        org: {
          name: 'remote_org',
          package: 'remote-org',
          version: '1',
          entry: 'https://cdn.example:8443/org/1/mf-manifest.json',
        },
      },
    });
    expect(origins).toEqual(['https://cdn.example:8443']);
    const d = directives(contentSecurityPolicy({ apiEnv: 'prod', remoteOrigins: ['https://static.example'] }, origins));
    for (const k of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) {
      expect(d[k]).toEqual(expect.arrayContaining(['https://static.example', 'https://cdn.example:8443']));
    }
  });

  it('parses origin lists strictly', () => {
    expect(parseOrigins(undefined)).toEqual([]);
    expect(parseOrigins('https://a.example/x, http://b.example:81')).toEqual([
      'https://a.example',
      'http://b.example:81',
    ]);
    expect(() => parseOrigins("https://a.example 'unsafe-eval'")).toThrow(/not an http\(s\) origin/);
    expect(originOf('javascript:alert(1)')).toBeNull();
  });
});

describe('trusted proxies', () => {
  const trusted = new TrustedProxies('10.0.0.0/8, ::1');

  it('matches addresses and subnets, IPv4-mapped too', () => {
    expect(trusted.has('10.1.2.3')).toBe(true);
    expect(trusted.has('::ffff:10.1.2.3')).toBe(true);
    expect(trusted.has('::1')).toBe(true);
    expect(trusted.has('127.0.0.1')).toBe(false);
    expect(new TrustedProxies(undefined).has('127.0.0.1')).toBe(false);
    expect(() => new TrustedProxies('proxy.example')).toThrow(/not an IP/);
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(isHttps(fakeReq('203.0.113.9', { 'x-forwarded-proto': 'https' }), trusted)).toBe(false);
    expect(isHttps(fakeReq('10.0.0.2', { 'x-forwarded-proto': 'https' }), trusted)).toBe(true);
    expect(isHttps(fakeReq('10.0.0.2', { 'x-forwarded-proto': 'http' }), trusted)).toBe(false);
    expect(isHttps(fakeReq('203.0.113.9', {}, true), trusted)).toBe(true);
  });

  it("takes the client address from the peer, or from a trusted proxy's chain", () => {
    expect(clientAddress(fakeReq('203.0.113.9', { 'x-forwarded-for': '1.2.3.4' }), trusted)).toBe('203.0.113.9');
    expect(clientAddress(fakeReq('10.0.0.2', { 'x-forwarded-for': '1.2.3.4, 198.51.100.7, 10.0.0.5' }), trusted)).toBe(
      '198.51.100.7',
    );
    expect(clientAddress(fakeReq('10.0.0.2', {}), trusted)).toBe('10.0.0.2');
    expect(clientAddress(fakeReq('10.0.0.2', { 'x-forwarded-for': 'garbage' }), trusted)).toBe('10.0.0.2');
  });
});

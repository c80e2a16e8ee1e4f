import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { createConsoleServer, type ConsoleServerOptions } from './server';
import { isBlocked, routedPath } from './proxy';

interface Seen {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let tmp: string;
let api: http.Server;
let apiUrl: string;
let seen: Seen[];

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}
const close = (server: http.Server) => new Promise((r) => server.close(r));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** A console server on a free port for one test; resolves to its base URL. */
async function withConsole(extra: Partial<ConsoleServerOptions>, fn: (base: string) => Promise<void>) {
  const server = createConsoleServer({
    hostDist: path.join(tmp, 'dist'),
    deployDir: path.join(tmp, 'deploy'),
    apiUrl,
    apiEnv: 'prod',
    ...extra,
  });
  const base = await listen(server);
  try {
    await fn(base);
  } finally {
    await close(server);
  }
}

/** Raw request (fetch would refuse to send some of these headers). */
function request(
  base: string,
  p: string,
  o: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string } = {},
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; bytes: Buffer }>(
    (resolve, reject) => {
      const req = http.request(`${base}${p}`, { method: o.method ?? 'GET', headers: o.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes });
        });
      });
      req.on('error', reject);
      req.end(o.body);
    },
  );
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'console-server-'));
  write(path.join(tmp, 'dist/index.html'), '<!doctype html><script defer src="/js/main.js"></script>');
  write(path.join(tmp, 'dist/js/main.js'), '1;\n//# sourceMappingURL=main.js.map');
  write(path.join(tmp, 'dist/js/main.js.map'), '{}');
  write(path.join(tmp, 'deploy/remotes/remote-org/1.0.0/js/a.0123456789.js'), '2;');
  write(path.join(tmp, 'deploy/remotes/remote-org/1.0.0/js/a.0123456789.js.map'), '{}');
  write(
    path.join(tmp, 'deploy/registry.json'),
    JSON.stringify({
      updatedAt: '',
      remotes: {
        org: {
          name: 'remote_org',
          package: 'remote-org',
          version: '1.0.0',
          entry: 'https://cdn.example/org/mf-manifest.json',
        },
      },
    }),
  );
  api = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url?.startsWith('/pay/simulator/')) {
        if (req.method === 'POST') {
          res.writeHead(303, { location: 'http://localhost:8080/pay/success?order_no=1' });
          return void res.end();
        }
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
        });
        return void res.end('<form method="post" action="1/confirm"></form>');
      }
      if (req.url === '/export') {
        res.writeHead(200, { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="a.csv"' });
        res.write('a,b\n');
        return void setTimeout(() => res.end('1,2\n'), 10);
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 0, message: '', data: null }));
    });
  });
  apiUrl = await listen(api);
});
afterAll(async () => {
  await close(api);
  fs.rmSync(tmp, { recursive: true, force: true });
});
beforeEach(() => {
  seen = [];
});

describe('security headers', () => {
  it('are on every response the console serves itself: page, JS, registry, settings, 404', async () => {
    await withConsole({}, async (base) => {
      for (const p of ['/', '/phone/all', '/js/main.js', '/remotes/registry.json', '/console-env.js', '/nope.png']) {
        const r = await request(base, p);
        expect([p, r.headers['x-frame-options']]).toEqual([p, 'DENY']);
        expect(r.headers['x-content-type-options']).toBe('nosniff');
        expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(r.headers['permissions-policy']).toContain('camera=()');
        expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(r.headers['strict-transport-security']).toBeUndefined(); // plain HTTP
      }
      const csp = (await request(base, '/')).headers['content-security-policy'] as string;
      expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example;/); // the registry's remote origin
      expect(csp).not.toMatch(/unsafe-eval/);
    });
  });

  it('HSTS only over HTTPS, i.e. when a configured proxy says so', async () => {
    await withConsole({ trustedProxies: '127.0.0.1' }, async (base) => {
      expect(
        (await request(base, '/', { headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security'],
      ).toBe('max-age=31536000');
      expect((await request(base, '/')).headers['strict-transport-security']).toBeUndefined();
    });
    await withConsole({}, async (base) => {
      // an untrusted peer claiming HTTPS gets no HSTS
      expect(
        (await request(base, '/', { headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security'],
      ).toBeUndefined();
    });
  });
});

describe('precompressed files and validators', () => {
  const text = 'console.log("a chunk");\n'.repeat(200);
  const file = 'deploy/remotes/remote-org/1.0.0/js/big.0123456789.js';
  beforeAll(() => {
    write(path.join(tmp, file), text);
    fs.writeFileSync(path.join(tmp, `${file}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(tmp, `${file}.gz`), zlib.gzipSync(text));
  });
  const url = '/remotes/remote-org/1.0.0/js/big.0123456789.js';

  it('sends the variant the browser accepts, br before gzip, with its length; the same text either way', async () => {
    await withConsole({}, async (base) => {
      const decoded: Record<string, (b: Buffer) => Buffer> = {
        br: zlib.brotliDecompressSync,
        gzip: zlib.gunzipSync,
        none: (b) => b,
      };
      for (const [accept, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip;q=0.5', 'gzip'],
        ['*', 'br'],
        ['*;q=0, gzip', 'gzip'],
        ['identity', 'none'],
        ['', 'none'],
      ] as const) {
        const r = await request(base, url, { headers: accept ? { 'accept-encoding': accept } : {} });
        expect([accept, r.status, r.headers['content-encoding'] ?? 'none']).toEqual([accept, 200, encoding]);
        expect(r.headers['content-type']).toMatch(/javascript/);
        expect(r.headers['cache-control']).toContain('immutable');
        expect(r.headers.vary).toBe('Accept-Encoding');
        expect(Number(r.headers['content-length'])).toBe(r.bytes.length);
        expect(decoded[encoding](r.bytes).toString('utf8')).toBe(text);
      }
      const head = await request(base, url, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
      expect([head.status, head.headers['content-encoding'], head.bytes.length]).toEqual([200, 'br', 0]);
    });
  });

  it('a file the build did not compress is sent as is, without Vary', async () => {
    await withConsole({}, async (base) => {
      const r = await request(base, '/js/main.js', { headers: { 'accept-encoding': 'br, gzip' } });
      expect([r.status, r.headers['content-encoding'], r.headers.vary]).toEqual([200, undefined, undefined]);
      expect(r.body).toContain('1;');
    });
  });

  it('an unchanged file answers 304 to its ETag; a replaced file (a new build or a rollback) answers 200', async () => {
    await withConsole({}, async (base) => {
      const first = await request(base, '/js/main.js');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      const again = await request(base, '/js/main.js', { headers: { 'if-none-match': etag } });
      expect([again.status, again.bytes.length, again.headers['cache-control']]).toEqual([304, 0, 'no-cache']);
      // the ETag names the encoding: a gzip answer's tag does not validate the br answer
      const gz = await request(base, url, { headers: { 'accept-encoding': 'gzip' } });
      const br = await request(base, url, { headers: { 'accept-encoding': 'br', 'if-none-match': gz.headers.etag } });
      expect(br.status).toBe(200);
      const mainJs = path.join(tmp, 'dist/js/main.js');
      const before = fs.readFileSync(mainJs, 'utf8');
      try {
        fs.writeFileSync(mainJs, '3; // a new build\n');
        const changed = await request(base, '/js/main.js', { headers: { 'if-none-match': etag } });
        expect([changed.status, changed.body]).toEqual([200, '3; // a new build\n']);
      } finally {
        fs.writeFileSync(mainJs, before);
      }
    });
  });
});

describe('the host page', () => {
  it('is index.html with the registry in it, for every client route, compressed, and 304 while unchanged', async () => {
    await withConsole({}, async (base) => {
      const page = await request(base, '/', { headers: { 'accept-encoding': 'br' } });
      expect([page.status, page.headers['content-encoding'], page.headers['cache-control']]).toEqual([
        200,
        'br',
        'no-cache',
      ]);
      const html = zlib.brotliDecompressSync(page.bytes).toString('utf8');
      expect(html).toContain('<script defer src="/js/main.js"></script>');
      expect(html).toContain('<script type="application/json" id="console-registry">');
      expect(html).toContain('"entry":"https://cdn.example/org/mf-manifest.json"');
      for (const p of ['/index.html', '/phone/all?x=1']) {
        const same = await request(base, p, { headers: { 'accept-encoding': 'gzip' } });
        expect([p, zlib.gunzipSync(same.bytes).toString('utf8'), same.headers.etag]).toEqual([
          p,
          html,
          page.headers.etag,
        ]);
      }
      const again = await request(base, '/order/all', { headers: { 'if-none-match': page.headers.etag as string } });
      expect([again.status, again.bytes.length]).toEqual([304, 0]);
      // a rollback (another registry) is another page
      const file = path.join(tmp, 'deploy/registry.json');
      const before = fs.readFileSync(file, 'utf8');
      try {
        fs.writeFileSync(file, before.replace('1.0.0', '0.9.0'));
        const changed = await request(base, '/', { headers: { 'if-none-match': page.headers.etag as string } });
        expect([changed.status, changed.body]).toEqual([200, expect.stringContaining('"version":"0.9.0"')]);
      } finally {
        fs.writeFileSync(file, before);
      }
    });
  });
});

describe('source maps', () => {
  it('are 404 by default, host and remotes, however the path is spelled', async () => {
    await withConsole({}, async (base) => {
      expect((await request(base, '/js/main.js')).status).toBe(200);
      for (const p of [
        '/js/main.js.map',
        '/js/main.js%2emap',
        '/js/main.js.MAP',
        '/remotes/remote-org/1.0.0/js/a.0123456789.js.map',
      ]) {
        expect([p, (await request(base, p)).status]).toEqual([p, 404]);
      }
    });
  });
  it('are served with SERVE_SOURCE_MAPS', async () => {
    await withConsole({ serveSourceMaps: true }, async (base) => {
      expect((await request(base, '/js/main.js.map')).status).toBe(200);
      expect((await request(base, '/remotes/remote-org/1.0.0/js/a.0123456789.js.map')).status).toBe(200);
    });
  });
});

describe('API proxy', () => {
  it('never forwards /api/dev/*, however the path is spelled', async () => {
    await withConsole({}, async (base) => {
      for (const p of [
        '/api/dev/sms/last?phone=13800000000',
        '/api/dev',
        '/api/%64ev/sms/last',
        '/api//dev/sms/last',
        '/api/x/../dev/sms/last',
        '/api/DEV/sms/last',
        '/api/dev;x/sms/last',
        '/api/%2564ev/sms/last',
      ]) {
        const r = await request(base, p);
        expect([p, r.status]).toEqual([p, 404]);
        expect(JSON.parse(r.body)).toEqual({ code: 40004, message: 'Not found', data: null });
      }
      expect(seen).toEqual([]);
      expect((await request(base, '/api/devices/list')).status).toBe(200); // only the /dev segment
    });
  });

  it('drops client-supplied forwarding headers and sets its own', async () => {
    await withConsole({}, async (base) => {
      await request(base, '/api/user/getInfo?x=1', {
        headers: {
          'x-forwarded-for': '6.6.6.6',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
          forwarded: 'for=6.6.6.6;host=evil.example',
          'x-real-ip': '6.6.6.6',
          'p-token': 't',
        },
      });
      const h = seen[0].headers;
      expect(seen[0].url).toBe('/user/getInfo?x=1');
      expect(h['x-forwarded-for']).toBe('127.0.0.1');
      expect(h['x-forwarded-host']).toMatch(/^127\.0\.0\.1:\d+$/);
      expect(h['x-forwarded-proto']).toBe('http');
      expect(h['x-forwarded-prefix']).toBe('/api');
      expect(h.forwarded).toBeUndefined();
      expect(h['x-real-ip']).toBeUndefined();
      expect(h['p-token']).toBe('t');
    });
  });

  it("relays a trusted proxy's client address and scheme", async () => {
    await withConsole({ trustedProxies: '127.0.0.1' }, async (base) => {
      await request(base, '/api/x', {
        headers: {
          'x-forwarded-for': '6.6.6.6, 198.51.100.7',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'console.example',
        },
      });
      expect(seen[0].headers).toMatchObject({
        'x-forwarded-for': '198.51.100.7',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'console.example',
      });
    });
  });

  it("passes the API's answers through untouched: its HTML and policy, form posts, redirects, CSV downloads", async () => {
    await withConsole({}, async (base) => {
      const page = await request(base, '/api/pay/simulator/1');
      expect(page.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      );
      expect(page.headers['x-frame-options']).toBeUndefined(); // the console's headers are not added
      expect(page.body).toContain('<form');
      const confirm = await request(base, '/api/pay/simulator/1/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'a=1',
      });
      expect(confirm.status).toBe(303);
      expect(confirm.headers.location).toBe('http://localhost:8080/pay/success?order_no=1');
      expect(seen.at(-1)).toMatchObject({ method: 'POST', body: 'a=1' });
      const csv = await request(base, '/api/export');
      expect(csv.headers['content-disposition']).toBe('attachment; filename="a.csv"');
      expect(csv.body).toBe('a,b\n1,2\n');
    });
  });
});

it('routedPath resolves what a router would', () => {
  expect(routedPath('/a/./b/../c//d?dev/x')).toBe('/a/c/d');
  expect(routedPath('/%2e%2e/dev')).toBe('/dev');
  expect(isBlocked('/devices')).toBe(false);
  expect(isBlocked('/dev?x')).toBe(true);
});

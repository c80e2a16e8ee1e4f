// POST /auth/zhanfu — spec §7 "POST | /auth/zhanfu | body passed through; purpose not shown" — the
// boss's hand-off into the cloud-phone provider's management site, and spec §7 Other "A provider
// management site address … [is] configured": PROVIDER_SITE_URL, by default the API's own
// simulator of that site (GET /provider/simulator), which takes the one-time ticket exactly once.
import { startServer, type TestServer } from './support/harness';

let s: TestServer;
let admin: string;
const EN = { 'Accept-Language': 'en' };

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

/** The path (under the API) of a simulator URL such as http://console.test/api/provider/simulator?ticket=… */
function simulatorPath(url: string): string {
  const u = new URL(url);
  const at = u.pathname.indexOf('/provider/simulator');
  if (at < 0) throw new Error(`not a provider simulator URL: ${url}`);
  return u.pathname.slice(at) + u.search;
}

const handOff = async (token = admin, body: unknown = {}) => {
  const r = await s.post('/auth/zhanfu', body, token);
  expect(r.body).toMatchObject({ code: 0 });
  return r.body.data as { url: string; expires_in: number };
};

const open = (url: string, headers?: Record<string, string>) => s.request('GET', simulatorPath(url), { headers });

test('spec §7 "POST /auth/zhanfu": the boss gets the provider management site address (default: the simulator) with a one-time ticket, stored hashed', async () => {
  const d = await handOff();
  expect(d.expires_in).toBe(300);
  expect(d.url).toMatch(/^http:\/\/console\.test\/api\/provider\/simulator\?ticket=[A-Za-z0-9_-]{43}$/);
  const ticket = new URL(d.url).searchParams.get('ticket')!;
  const rows = await s.sql<{ ticket_hash: string; expires_at: Date; created_at: Date }>(
    'select ticket_hash, expires_at, created_at from provider_tickets order by id desc limit 1',
  );
  expect(rows[0].ticket_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(rows[0].ticket_hash).not.toContain(ticket);
  expect(new Date(rows[0].expires_at).getTime() - new Date(rows[0].created_at).getTime()).toBe(300_000);
  // a fresh ticket each time
  expect((await handOff()).url).not.toBe(d.url);
});

test('spec §7 "body passed through": a page of the provider site travels with the ticket; anything but a path there is refused', async () => {
  const d = await handOff(admin, { redirect: '/phones?status=1' });
  expect(new URL(d.url).searchParams.get('redirect')).toBe('/phones?status=1');
  const page = await open(d.url);
  expect(page.status).toBe(200);
  expect(page.text).toContain('<code data-testid="redirect">/phones?status=1</code>');
  for (const redirect of [
    '//evil.example',
    'https://evil.example/',
    '/\\evil.example',
    'phones',
    '/a b',
    `/${'a'.repeat(200)}`,
  ]) {
    const r = await s.post('/auth/zhanfu', { redirect }, admin);
    expect([redirect, r.body]).toEqual([
      redirect,
      {
        code: 40001,
        message: '跳转页面必须是服务商管理后台内以 / 开头的路径，且不超过200个字符',
        data: null,
      },
    ]);
  }
});

test('the simulator (spec §7 Other: the provider management site) takes the ticket once: the enterprise and its phone count, then refused', async () => {
  const d = await handOff();
  const page = await open(d.url);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(page.headers.get('cache-control')).toBe('no-store');
  expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(page.text).toContain('云手机服务商管理后台（模拟器）');
  const [ent] = await s.sql<{ name: string }>(
    "select e.name from enterprises e join users u on u.enterprise_id = e.id where u.username = 'demoadmin'",
  );
  expect(page.text).toContain(`<strong data-testid="enterprise-name">${ent.name}</strong>`);
  const phones = (await s.get('/phone/cnt', admin)).body.data.allCnt;
  expect(phones).toBeGreaterThan(0);
  expect(page.text).toContain(`<strong data-testid="phone-count">${phones}</strong>`);

  // the same URL again (a reload, a leaked link): refused
  const again = await open(d.url);
  expect(again.status).toBe(409);
  expect(again.text).toContain('票据已使用');
  expect(again.text).not.toContain('data-testid="enterprise-name"');
});

test('the simulator speaks English when the browser asks for it', async () => {
  const d = await handOff();
  const page = await open(d.url, EN);
  expect(page.text).toContain('<html lang="en">');
  expect(page.text).toContain('Cloud-phone provider console (simulator)');
  expect(page.text).toContain('Enterprise: ');
  expect((await open(d.url, EN)).text).toContain('Ticket already used');
});

test('an unknown or missing ticket is refused (403); no route opens the site without one', async () => {
  const unknown = await s.get('/provider/simulator?ticket=not-a-ticket-we-issued');
  expect(unknown.status).toBe(403);
  expect(unknown.text).toContain('票据无效');
  const none = await s.get('/provider/simulator');
  expect(none.status).toBe(403);
  expect(none.text).not.toContain('data-testid="enterprise-name"');
  // a session token is no ticket
  const asSession = await s.request('GET', `/provider/simulator?ticket=${admin}`, { token: admin });
  expect(asSession.status).toBe(403);
});

test('a ticket not used within 5 minutes has expired (410), also for its first use', async () => {
  const d = await handOff();
  await s.advance(300_000);
  const page = await open(d.url);
  expect(page.status).toBe(410);
  expect(page.text).toContain('票据已过期');
  expect((await open(d.url, EN)).text).toContain('Ticket expired');
  // just inside the 5 minutes it still works
  const fresh = await handOff();
  await s.advance(299_000);
  expect((await open(fresh.url)).status).toBe(200);
});

test('a ticket dies with the session that asked for it (logout)', async () => {
  const token = await s.login('demoadmin', 'admin');
  const d = await handOff(token);
  expect((await s.post('/user/logout', {}, token)).body.code).toBe(0);
  const page = await open(d.url);
  expect(page.status).toBe(403);
  expect(page.text).toContain('登录已失效');
});

test('access table: a staff member (even a manager) is refused with the admin message; no session, no ticket', async () => {
  for (const username of ['demostaff', 'demoemployee']) {
    const staff = await s.login(username, 'staff');
    expect((await s.post('/auth/zhanfu', {}, staff)).body).toEqual({
      code: 40003,
      message: '仅老板账号可以进入服务商管理后台',
      data: null,
    });
    const en = await s.request('POST', '/auth/zhanfu', { token: staff, body: {}, headers: EN });
    expect(en.body.message).toBe('Only the boss account can open the provider console');
  }
  expect((await s.post('/auth/zhanfu', {})).body.code).toBe(20103);
  const [n] = await s.sql<{ n: number }>(
    'select count(*)::int as n from provider_tickets t join users u on u.id = t.user_id where u.level = 3',
  );
  expect(n.n).toBe(0);
});

describe('PROVIDER_SITE_URL (spec §7 Other: the address is configured)', () => {
  let other: TestServer;
  beforeAll(async () => {
    other = await startServer({ TEST_PROVIDER_SITE_URL: 'https://provider.example.com/sso?from=console' });
  }, 60_000);
  afterAll(async () => {
    await other?.stop();
  });

  test('the ticket goes to the configured address; the simulator does not exist then', async () => {
    const boss = await other.login('demoadmin', 'admin');
    const r = await other.post('/auth/zhanfu', { redirect: '/phones' }, boss);
    expect(r.body.code).toBe(0);
    const url = new URL(r.body.data.url);
    expect(url.origin + url.pathname).toBe('https://provider.example.com/sso');
    expect(url.searchParams.get('from')).toBe('console');
    expect(url.searchParams.get('ticket')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('redirect')).toBe('/phones');
    const sim = await other.get(`/provider/simulator?ticket=${url.searchParams.get('ticket')}`);
    expect(sim.status).toBe(404);
  });
});

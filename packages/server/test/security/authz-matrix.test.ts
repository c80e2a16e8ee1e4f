// Authorization matrix, generated from the running server's own route list (GET /dev/routes,
// dev mode only): every endpoint × nine identities against its policy in src/access.ts, a fixed
// list of critical rules that hold whatever the table says, and id swapping (IDOR): every route
// taking an id of an enterprise-owned thing is called by another enterprise's admin with the
// demo enterprise's ids, refused, with no row of the database changed.
import { createHash, randomBytes } from 'node:crypto';
import { textIn, type Message } from '@console/contract/localized';
import { startServer, TEST_NOW, type ApiResult, type TestServer } from '../support/harness';
import { startupChecks } from './authz-startup-check';
import { CRITICAL, IDOR_CASES, IDOR_EXEMPT, KIND_CASES, PUBLIC_ALLOWED, type IdorRefs } from './authz-expectations';

jest.setTimeout(300_000);

type Who = 'public' | 'dev' | 'member' | 'manager' | 'admin';
interface RouteEntry {
  method: string;
  url: string;
  policy: { who: Who; message?: Message; optional?: boolean; kinds?: Record<string, { who: Who }> };
  schema: { params?: any; querystring?: any; body?: any };
}

const IDENTITIES = [
  'none',
  'garbage',
  'expired',
  'loggedOut',
  'disabled',
  'otherAdmin',
  'employee',
  'manager',
  'admin',
] as const;
type Identity = (typeof IDENTITIES)[number];
const INVALID: Identity[] = ['none', 'garbage', 'expired', 'loggedOut', 'disabled'];
interface Member {
  id: number;
  level: number;
  memberRole: string;
  canRenewDevice: boolean;
}

const RANK: Record<Who, number> = { public: 0, dev: 0, member: 1, manager: 2, admin: 3 };
const LOGIN_INVALID = 20103;
const FORBIDDEN = 40003;

let s: TestServer;
let routes: RouteEntry[] = [];
const tokens = {} as Record<Identity, string | undefined>;
const members = {} as Record<Identity, Member | undefined>;
const sha256 = (t: string) => createHash('sha256').update(t).digest('hex');
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** A session row for a member, without the login endpoint (rate limits, no password needed). */
async function mintSession(username: string, expiresAt: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await s.sql(
    `insert into sessions (token_hash, user_id, created_at, expires_at)
     select $1, id, $2::timestamptz, $3::timestamptz from users where username = $4`,
    [sha256(token), new Date(Date.parse(TEST_NOW) - 3_600_000).toISOString(), expiresAt, username],
  );
  return token;
}

async function memberOf(username: string): Promise<Member> {
  const [u] = await s.sql<any>('select id, level, member_role, can_renew_device from users where username = $1', [
    username,
  ]);
  return { id: Number(u.id), level: Number(u.level), memberRole: u.member_role, canRenewDevice: !!u.can_renew_device };
}

const later = new Date(Date.parse(TEST_NOW) + 24 * 3_600_000).toISOString();
let otherUsername = '';

beforeAll(async () => {
  s = await startServer();
  const list = await s.get('/dev/routes');
  expect(list.body?.code).toBe(0);
  routes = list.body.data.routes;

  // a second enterprise, registered as a customer would (SMS code read from the dev-only simulator read)
  const phone = '13912340000';
  expect((await s.post('/sms/code', { phone, scene: 'register' })).body.code).toBe(0);
  const sms = await s.get(`/dev/sms/last?phone=${phone}`);
  const reg = await s.post('/user/register', { phone, password: 'Other123456', smsCode: sms.body.data.code });
  expect(reg.body.code).toBe(0);
  tokens.otherAdmin = reg.body.data.token;
  const info = await s.get('/user/info', tokens.otherAdmin);
  otherUsername = info.body.data.username;

  // one real login each (login is rate-limited per account: tokens are reused)
  tokens.admin = await s.login('demoadmin', 'admin');
  tokens.manager = await s.login('demostaff', 'staff');
  tokens.employee = await s.login('demoemployee', 'staff');
  tokens.none = undefined;
  tokens.garbage = 'garbage-token-not-a-session';
  tokens.expired = await mintSession('demoadmin', new Date(Date.parse(TEST_NOW) - 60_000).toISOString());
  tokens.loggedOut = await mintSession('demoadmin', later);
  expect((await s.post('/user/logout', {}, tokens.loggedOut)).body.code).toBe(0);
  tokens.disabled = await mintSession('demoleaver', later); // status 'disabled', session otherwise valid

  members.admin = await memberOf('demoadmin');
  members.manager = await memberOf('demostaff');
  members.employee = await memberOf('demoemployee');
  members.otherAdmin = await memberOf(otherUsername);
}, 120_000);
afterAll(async () => {
  await s?.stop();
});

/** A concrete path for a route pattern (':param' and '*' filled with harmless values). */
const pathOf = (url: string) =>
  url === '*' ? '/health' : url.replace(/:(\w+)/g, 'X0000001').replace(/\*$/, 'authz-probe');

function call(
  r: RouteEntry,
  token: string | undefined,
  input: { query?: Record<string, unknown>; body?: unknown } = {},
  headers?: Record<string, string>,
): Promise<ApiResult> {
  let p = pathOf(r.url);
  if (input.query)
    p += `?${new URLSearchParams(Object.entries(input.query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
  const withBody = r.method !== 'GET' && r.method !== 'HEAD' && r.method !== 'OPTIONS';
  return s.request(r.method, p, { token, body: withBody ? (input.body ?? {}) : undefined, headers });
}

/** Who may call the route: the table's rule, never looser than a critical expectation. */
function effectiveWho(r: RouteEntry): Who {
  const c = CRITICAL[key(r)];
  return c && RANK[c.who] > RANK[r.policy.who] ? c.who : r.policy.who;
}

const permits = (who: Who, m: Member) =>
  who === 'member' ||
  who === 'public' ||
  who === 'dev' ||
  (who === 'manager' ? m.level !== 3 || m.memberRole === 'manager' : m.level !== 3);

/** Refusals beyond the role: extra permissions, written out here independently of the table. */
const HANDLER_RULES: Record<string, (m: Member) => boolean> = {
  // renewal by staff needs the can_renew_device permission
  'POST /phone/renewV1': (m) => m.level !== 3 || m.canRenewDevice,
  'POST /networkCard/renew': (m) => m.level !== 3 || m.canRenewDevice,
  'POST /ipDevice/renew': (m) => m.level !== 3 || m.canRenewDevice,
  // sub-account renewal: the same permission
  'POST /account/batchPaymentV1': (m) => m.level !== 3 || m.canRenewDevice,
  // paying or cancelling an order spends the wallet as a renewal does
  'POST /order/pay': (m) => m.level !== 3 || m.canRenewDevice,
  'POST /order/cancel': (m) => m.level !== 3 || m.canRenewDevice,
  // invite rewards: only an enterprise in the program (level_type 4: the demo's, not a fresh one)
  ...Object.fromEntries(
    [
      ...['summary', 'invited', 'list', 'income', 'gifts'].map((r) => `GET /inviteReward/${r}`),
      'GET /inviteChannel/list',
      'POST /inviteChannel/add',
      'POST /inviteChannel/update',
    ].map((route) => [route, (m: Member) => m.id !== members.otherAdmin?.id]),
  ),
};

/** Routes that take the raw request stream: called last, in their own test (see below). */
const RAW_BODY = ['PUT /oss/simulator/upload/*'];

type Expect = 'login_invalid' | 'forbidden' | 'allowed' | 'public';
function expected(r: RouteEntry, id: Identity): Expect {
  const who = effectiveWho(r);
  if (who === 'public' || who === 'dev') return 'public';
  if (INVALID.includes(id)) return 'login_invalid';
  const m = members[id]!;
  if (!permits(who, m)) return 'forbidden';
  const rule = HANDLER_RULES[key(r)];
  if (rule && !rule(m)) return 'forbidden';
  return 'allowed';
}

describe('the route list and the table', () => {
  test('the running server lists its routes, each with a policy', () => {
    expect(routes.length).toBeGreaterThan(80);
    const missing = routes.filter((r) => !r.policy?.who);
    expect(missing.map(key)).toEqual([]);
    const keys = routes.map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('only the declared entry points are public', () => {
    const open = routes.filter((r) => RANK[r.policy.who] === 0 && r.policy.who === 'public').map(key);
    const unexpected = open.filter(
      (k) => !PUBLIC_ALLOWED.some((p) => (p.endsWith('*') ? k.startsWith(p.slice(0, -1)) : k === p)),
    );
    expect(unexpected).toEqual([]);
  });

  test('critical rules hold in the table (a loosened entry fails here)', () => {
    const byKey = new Map(routes.map((r) => [key(r), r]));
    const problems: string[] = [];
    for (const [k, c] of Object.entries(CRITICAL)) {
      const r = byKey.get(k);
      if (!r) {
        if (!c.optional) problems.push(`${k}: not registered`);
        continue;
      }
      if (c.who === 'dev' ? r.policy.who !== 'dev' : RANK[r.policy.who] < RANK[c.who] || r.policy.who === 'dev') {
        problems.push(`${k}: table says '${r.policy.who}', must be '${c.who}'`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('start-up checks', () => {
  test('a route without a policy stops the server; dev-only routes do not exist outside dev mode', async () => {
    const out = await startupChecks();
    expect(out).toEqual({
      unpoliced: 'route POST /authz/no-policy has no access policy in src/access.ts',
      devOutsideDevMode: 'route GET /dev/sms/last is dev-only (src/access.ts) but the server is not in dev mode',
      policed: null,
      productionDevRoutes: 404,
      productionSmsLast: 404,
    });
  });
});

describe('every endpoint × 9 identities', () => {
  test('outcome matches the policy (20103 / 40003 / allowed), never a 5xx', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const r of routes.filter((x) => !RAW_BODY.includes(key(x)))) {
      // the logout route ends the session it is called with: fresh sessions for the valid identities
      const sessionEnding = key(r) === 'POST /user/logout';
      for (const id of IDENTITIES) {
        let token = tokens[id];
        if (sessionEnding && !INVALID.includes(id) && id !== 'garbage') {
          token = await mintSession(
            id === 'otherAdmin'
              ? otherUsername
              : { admin: 'demoadmin', manager: 'demostaff', employee: 'demoemployee' }[id as 'admin'],
            later,
          );
        }
        const res = await call(r, token);
        calls++;
        const code = res.body?.code;
        const exp = expected(r, id);
        const where = `${key(r)} as ${id}: expected ${exp}, got HTTP ${res.status} code ${code} ${res.body?.message ?? res.text.slice(0, 80)}`;
        if (res.status >= 500) {
          failures.push(where);
          continue;
        }
        if (exp === 'login_invalid' && code !== LOGIN_INVALID) failures.push(where);
        if (exp === 'forbidden') {
          const msg = CRITICAL[key(r)]?.message ?? (r.policy.message && textIn(r.policy.message, 'zh'));
          if (code !== FORBIDDEN || (msg && HANDLER_RULES[key(r)] === undefined && res.body.message !== msg))
            failures.push(where);
        }
        if ((exp === 'allowed' || exp === 'public') && (code === LOGIN_INVALID || code === FORBIDDEN))
          failures.push(where);
      }
    }
    console.log(
      `[authz-matrix] ${routes.length} endpoints × ${IDENTITIES.length} identities = ${calls} calls (${s.kind})`,
    );
    expect(failures).toEqual([]);
  });

  test("asked in English, every refusal (20103 / 40003) answers in English: the table's own sentence where it has one", async () => {
    const failures: string[] = [];
    const EN = { 'Accept-Language': 'en' };
    for (const r of routes.filter((x) => !RAW_BODY.includes(key(x)) && key(x) !== 'POST /user/logout')) {
      for (const id of ['none', 'expired', 'employee', 'manager'] as const) {
        const res = await call(r, tokens[id], {}, EN);
        const { code, message } = res.body ?? {};
        if (code !== LOGIN_INVALID && code !== FORBIDDEN) continue;
        const where = `${key(r)} as ${id}: ${code} ${message}`;
        if (/\p{Script=Han}/u.test(message)) failures.push(where);
        const own = r.policy.message;
        if (code === FORBIDDEN && expected(r, id) === 'forbidden' && !HANDLER_RULES[key(r)] && own)
          if (message !== textIn(own, 'en')) failures.push(`${where} (the table says ${textIn(own, 'en')})`);
      }
    }
    expect(failures).toEqual([]);
  });

  test('a refused caller gets 40003 whatever the body (policy before validation)', async () => {
    const refused = routes.filter((r) => r.method === 'POST' && effectiveWho(r) === 'admin');
    expect(refused.length).toBeGreaterThan(5);
    for (const r of refused) {
      const res = await s.request('POST', pathOf(r.url), {
        token: tokens.employee,
        body: { nonsense: 'x'.repeat(50), phone_ids: 'not-an-array' },
      });
      expect([key(r), res.body?.code]).toEqual([key(r), FORBIDDEN]);
    }
  });

  test('a route selling several kinds refuses the kind its caller may not buy, whatever the route allows', async () => {
    const selling = routes.filter((r) => r.policy.kinds);
    expect(selling.map(key).sort()).toEqual(Object.keys(KIND_CASES).sort());
    const failures: string[] = [];
    for (const r of selling) {
      expect(Object.keys(r.policy.kinds!).every((k) => k in KIND_CASES[key(r)])).toBe(true);
      for (const [kind, c] of Object.entries(KIND_CASES[key(r)])) {
        for (const id of ['admin', 'manager', 'employee'] as const) {
          const m = members[id]!;
          const may = permits(c.who, m) && (!c.renewPermission || m.level !== 3 || m.canRenewDevice);
          const res = await call(r, tokens[id], { body: c.body });
          if ((res.body?.code === FORBIDDEN) === may)
            failures.push(
              `${key(r)} kind ${kind} as ${id}: expected ${may ? 'allowed' : 'forbidden'}, got ${res.body?.code} ${res.body?.message}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test('HEAD follows the GET policy', async () => {
    const res = await s.request('HEAD', '/walletFlow/list', { token: tokens.employee });
    expect(res.status).toBeLessThan(500);
    const get = await s.get('/walletFlow/list', tokens.employee);
    expect(get.body.code).toBe(FORBIDDEN);
  });
});

// ---- IDOR --------------------------------------------------------------------------------

const ID_FIELD = /^(id|ids|uid|[a-z]+_ids?|[a-z]+Ids?|orderNo|order_no)$/;

function idFields(r: RouteEntry): string[] {
  const names = new Set<string>();
  for (const part of [r.schema.params, r.schema.querystring, r.schema.body]) {
    const props = part?.properties ?? {};
    for (const n of Object.keys(props)) if (ID_FIELD.test(n)) names.add(n);
  }
  return [...names];
}

/** Hash of every table's rows: a refused request must leave the database as it was. */
async function fingerprint(): Promise<Map<string, string>> {
  const tables = await s.sql<{ t: string }>(
    "select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_limits') order by 1",
  );
  const q = tables
    .map(
      ({ t }) => `select '${t}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`,
    )
    .join(' union all ');
  const rows = await s.sql<{ t: string; h: string }>(q);
  return new Map(rows.map((r) => [r.t, r.h]));
}

async function demoRefs(): Promise<IdorRefs> {
  const one = async (q: string, params: unknown[] = []) => {
    const [row] = await s.sql<any>(q, params);
    if (!row) throw new Error(`no demo row for: ${q}`);
    return row.v;
  };
  const [ent] = await s.sql<any>("select enterprise_id as v from users where username = 'demoadmin'");
  const eid = Number(ent.v);
  const other = members.otherAdmin!;
  const [oe] = await s.sql<any>('select enterprise_id as v from users where id = $1', [other.id]);
  const otherEid = Number(oe.v);
  // the demo enterprise gets an APK of its own (file + catalogue entry); the other one gets a phone
  const [file] = await s.sql<any>(
    `insert into stored_files (enterprise_id, user_id, object_key, file_name, size_bytes, content_type, status, created_at)
     values ($1, $2, $3, 'authz.apk', 10, 'application/vnd.android.package-archive', 'stored', $4) returning id`,
    [eid, members.admin!.id, `${eid}/apk/authzprobe/authz.apk`, TEST_NOW],
  );
  const [app] = await s.sql<any>(
    `insert into apps (enterprise_id, name, package_name, version, size_bytes, icon, description, file_id, created_at)
     values ($1, 'authz', 'com.authz.probe', '1.0', 10, '', '', $2, $3) returning id`,
    [eid, file.id, TEST_NOW],
  );
  const phone = Number(
    await one(
      'select id as v from phones where enterprise_id = $1 and deleted_at is null and expiration_time > $2 order by id limit 1',
      [eid, TEST_NOW],
    ),
  );
  const [own] = await s.sql<any>(
    `insert into phones (enterprise_id, phone_name, spec_name, version, expiration_time, region, platform, provider_instance_id, created_at)
     select $1, 'authz-own', spec_name, version, expiration_time, region, platform, provider_instance_id, created_at from phones where id = $2 returning id`,
    [otherEid, phone],
  );
  return {
    phone,
    binnedPhone: Number(
      await one('select id as v from phones where enterprise_id = $1 and deleted_at is not null order by id limit 1', [
        eid,
      ]).catch(() => phone),
    ),
    group: Number(await one('select id as v from phone_groups where enterprise_id = $1 order by id limit 1', [eid])),
    account: Number(
      await one(
        'select id as v from sub_accounts where enterprise_id = $1 and deleted_at is null order by expiration_time desc limit 1',
        [eid],
      ),
    ),
    card: Number(
      await one(
        'select id as v from network_cards where enterprise_id = $1 and deleted_at is null order by expiration_time desc limit 1',
        [eid],
      ),
    ),
    ipDevice: Number(
      await one(
        "select id as v from ip_devices where enterprise_id = $1 and kind = 'platform' and deleted_at is null and expiration_time > $2 order by id limit 1",
        [eid, TEST_NOW],
      ),
    ),
    binnedIpDevice: Number(
      await one(
        'select id as v from ip_devices where enterprise_id = $1 and deleted_at is not null order by id limit 1',
        [eid],
      ),
    ),
    cloudNumber: Number(
      await one('select id as v from cloud_numbers where enterprise_id = $1 order by id limit 1', [eid]),
    ),
    coupon: Number(await one('select id as v from coupons where enterprise_id = $1 order by id limit 1', [eid])),
    order: String(await one('select order_no as v from orders where enterprise_id = $1 order by id limit 1', [eid])),
    department: Number(
      await one('select id as v from departments where enterprise_id = $1 order by id limit 1', [eid]),
    ),
    member: members.employee!.id,
    store: Number(await one('select id as v from stores where enterprise_id = $1 order by id limit 1', [eid])),
    storeTag: Number(await one('select id as v from store_tags where enterprise_id = $1 order by id limit 1', [eid])),
    inviteChannel: Number(
      await one('select id as v from invite_channels where enterprise_id = $1 order by id limit 1', [eid]),
    ),
    extraction: Number(
      await one(
        "select id as v from store_extractions where enterprise_id = $1 and status = 'pending' order by id limit 1",
        [eid],
      ),
    ),
    ownStore: Number(
      (
        await s.sql<any>(
          "insert into stores (enterprise_id, name, platform, site, account) values ($1, 'authz-own', 'Amazon', 'US', 'x') returning id",
          [otherEid],
        )
      )[0].id,
    ),
    file: Number(file.id),
    app: Number(app.id),
    ownPhone: Number(own.id),
    ownUser: other.id,
  };
}

describe("IDOR: another enterprise's admin with the demo enterprise's ids", () => {
  test('every route taking an id has cases; each is refused and changes nothing', async () => {
    const withIds = routes.filter((r) => idFields(r).length > 0);
    const uncovered = withIds
      .filter((r) => !IDOR_CASES[key(r)] && !IDOR_EXEMPT[key(r)])
      .map((r) => `${key(r)} (${idFields(r).join(', ')})`);
    expect(uncovered).toEqual([]);

    const stale = Object.keys(IDOR_CASES).filter((k) => !routes.some((r) => key(r) === k));
    expect(stale).toEqual([]);

    const refs = await demoRefs();
    const failures: string[] = [];
    let cases = 0;
    const attacked = routes.filter((r) => IDOR_CASES[key(r)]);
    for (const r of attacked) {
      for (const c of IDOR_CASES[key(r)]) {
        const before = await fingerprint();
        const res = await call(r, tokens.otherAdmin, c.input(refs));
        cases++;
        const after = await fingerprint();
        const changed = [...before].filter(([t, h]) => after.get(t) !== h).map(([t]) => t);
        const code = res.body?.code;
        const isCsv = (res.headers.get('content-type') ?? '').startsWith('text/csv');
        const csvRows = isCsv
          ? res.text
              .replace(/^\uFEFF/, '')
              .split('\r\n')
              .filter(Boolean).length - 1
          : -1;
        const refused = res.status < 500 && code !== undefined && code !== 0 && code !== LOGIN_INVALID;
        const empty =
          c.expect === 'empty' &&
          (refused ||
            (code === 0 && (res.body.data?.total === 0 || res.body.data?.list?.length === 0)) ||
            csvRows === 0);
        const where = `${key(r)} ${c.name}: HTTP ${res.status} code ${code} ${res.body?.message ?? ''}${changed.length ? ` changed: ${changed.join(', ')}` : ''}`;
        if (changed.length || !(refused || empty)) failures.push(where);
      }
    }
    console.log(
      `[authz-matrix] IDOR: ${cases} cases on ${attacked.length} routes (${withIds.length} routes take ids, ${withIds.length - attacked.length} exempt) (${s.kind})`,
    );
    expect(failures).toEqual([]);

    // the fingerprint sees a change: the attacker's own, allowed write (and its enterprise log row)
    const before = await fingerprint();
    expect((await s.post('/phone/group/create', { name: 'authz-own-group' }, tokens.otherAdmin)).body.code).toBe(0);
    expect([...(await fingerprint())].filter(([t, h]) => before.get(t) !== h).map(([t]) => t)).toEqual([
      'enterprise_logs',
      'phone_groups',
    ]);
  });
});

// Last, because a failure here has taken the whole server down (3e19070's text guard walked the
// raw upload stream object graph: HTTP PUT with any body → heap exhaustion).
describe('routes taking the raw request stream', () => {
  test('every identity gets an answer without a 5xx', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((x) => RAW_BODY.includes(key(x)))) {
      for (const id of IDENTITIES) {
        let timer: NodeJS.Timeout | undefined;
        const res = await Promise.race([
          s.request(r.method, `${pathOf(r.url)}?expires=1&sig=x`, { token: tokens[id], body: { probe: 1 } }),
          new Promise<null>((resolve) => {
            timer = setTimeout(() => resolve(null), 10_000);
          }),
        ])
          .catch((e: Error) => e)
          .finally(() => clearTimeout(timer));
        if (res instanceof Error) {
          failures.push(`${key(r)} as ${id}: ${res.message} (server down?)`);
          break;
        }
        if (!res || res.status >= 500 || res.body?.code === LOGIN_INVALID)
          failures.push(`${key(r)} as ${id}: ${res ? `HTTP ${res.status}` : 'no answer in 10 s'}`);
        if (!res) break;
      }
    }
    expect(failures).toEqual([]);
  });
});

// The reasons the server writes into the enterprise log (refused and failed logins) are stored in
// both languages and read in the request's language, in the list and in the CSV export; rows
// written before (plain Chinese) get their English from migration 0020 — real HTTP.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsv } from './support/csv';
import { qs } from './support/fixtures';
import { DEMO_PASSWORD, startServer, type TestServer } from './support/harness';

let s: TestServer;
let admin: string;
let eid: number;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
  [{ eid }] = await s.sql<{ eid: number }>(`select enterprise_id as eid from users where username = 'demoadmin'`);
  eid = Number(eid);
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

const EN = { 'Accept-Language': 'en' };
const ZH = { 'Accept-Language': 'zh-CN' };

const reasons = async (action: string, headers: Record<string, string>) => {
  const r = await s.request('GET', `/enterpriseLog/list?${qs({ action, limit: 100 })}`, { token: admin, headers });
  expect(r.body.code).toBe(0);
  return (r.body.data.list as { reason: string }[]).map((l) => l.reason);
};
const csvReasons = async (action: string, headers: Record<string, string>) => {
  const r = await s.request('GET', `/enterpriseLog/list/export?${qs({ action })}`, { token: admin, headers });
  expect(r.status).toBe(200);
  const rows = parseCsv(r.text.replace(/^\uFEFF/, ''));
  const at = rows[0].indexOf(headers === EN ? 'Reason' : '原因');
  expect(at).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((row) => row[at]);
};
const login = (username: string, password: string, role: 'admin' | 'staff', headers = ZH) =>
  s.request('POST', '/user/login', { body: { username, password, role }, headers });

test('a refused login (wrong role) reads in English with en and in Chinese with zh, in the list and the CSV', async () => {
  const refused = await login('demoemployee', DEMO_PASSWORD, 'admin', EN);
  expect(refused.body).toMatchObject({ code: 40003, message: 'This account is not the boss account' });
  expect((await login('demoemployee', DEMO_PASSWORD, 'admin')).body.message).toBe('该账号不是老板账号');

  const [row] = await s.sql<{ detail: { reason: unknown } }>(
    `select detail from enterprise_logs where enterprise_id = $1 and action = 'login.refused' order by id desc limit 1`,
    [eid],
  );
  expect(row.detail.reason).toEqual({ zh: '该账号不是老板账号', en: 'This account is not the boss account' });

  expect(await reasons('login.refused', EN)).toEqual([
    'This account is not the boss account',
    'This account is not the boss account',
  ]);
  expect(await reasons('login.refused', ZH)).toEqual(['该账号不是老板账号', '该账号不是老板账号']);
  expect(await csvReasons('login.refused', EN)).toEqual([
    'This account is not the boss account',
    'This account is not the boss account',
  ]);
  expect(await csvReasons('login.refused', ZH)).toEqual(['该账号不是老板账号', '该账号不是老板账号']);
});

test('a failed login (wrong password) reads as "Wrong password" / 密码错误', async () => {
  expect((await login('demoemployee', 'wrong-password', 'staff', EN)).body).toMatchObject({
    code: 40009,
    message: 'Wrong username or password',
  });
  expect(await reasons('login.failed', EN)).toEqual(['Wrong password']);
  expect(await reasons('login.failed', ZH)).toEqual(['密码错误']);
  expect(await csvReasons('login.failed', EN)).toEqual(['Wrong password']);
  expect(await csvReasons('login.failed', ZH)).toEqual(['密码错误']);
});

test('rows written before (plain Chinese) read in English after migration 0020; other reasons keep their text', async () => {
  const [{ id: uid }] = await s.sql<{ id: number }>(`select id from users where username = 'demoemployee'`);
  const legacy = [
    '账号已禁用',
    '当前不在允许的登录时段（09:00-18:00）内，请在允许时段登录',
    '无法识别当前终端，请使用浏览器登录控制台',
    '某个不认识的原因',
  ];
  for (const reason of legacy)
    await s.sql(
      `insert into enterprise_logs (enterprise_id, user_id, actor_name, area, action, target_type, target_name,
        detail, result, terminal_code)
       values ($1, $2, 'legacy', 'security', 'login.refused', 'member', 'legacy', $3::jsonb, 'refused', 'LEGACY')`,
      [eid, uid, JSON.stringify({ reason })],
    );
  const migration = readFileSync(path.join(__dirname, '..', 'drizzle', '0020_enterprise_log_reasons.sql'), 'utf8');
  for (const st of migration.split('--> statement-breakpoint')) await s.sql(st);
  for (const st of migration.split('--> statement-breakpoint')) await s.sql(st); // a second run changes nothing

  const legacyRows = async (headers: Record<string, string>) => {
    const r = await s.request('GET', `/enterpriseLog/list?${qs({ action: 'login.refused', limit: 100 })}`, {
      token: admin,
      headers,
    });
    return (r.body.data.list as { reason: string; terminal_code: string }[])
      .filter((l) => l.terminal_code === 'LEGACY')
      .map((l) => l.reason)
      .reverse();
  };
  expect(await legacyRows(EN)).toEqual([
    'Account disabled',
    'Not within the allowed sign-in hours (09:00-18:00), please log in during those hours',
    'This terminal cannot be identified, please log in to the console from a browser',
    '某个不认识的原因',
  ]);
  expect(await legacyRows(ZH)).toEqual(legacy);
});

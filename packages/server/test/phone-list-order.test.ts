// The phone list as people read it, over real HTTP: `sort` (whitelist, both directions, paging
// and the CSV export follow it, bad values refused), the status derived from expiry, and the
// days left counted so that a month just bought reads 30 days.
import { startServer, TEST_NOW, type TestServer } from './support/harness';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
  await s.runJobs(); // the demo's paid 'buying' order is allocated first, so the list stays put
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

type Row = { id: number; phone_name: string; expiration_time: string; created_at: string; state: string };
const list = async (q: string) => (await s.get(`/phone/list?limit=99999&${q}`, admin)).body;
const rows = async (q: string): Promise<Row[]> => (await list(q)).data.list;
const ids = (r: Row[]) => r.map((p) => p.id);
const byKey = (key: (p: Row) => string | number, dir: 1 | -1) => (a: Row, b: Row) => {
  const x = key(a);
  const y = key(b);
  return (x < y ? -1 : x > y ? 1 : a.id - b.id) * dir;
};

test('without sort the order is unchanged: soonest expiry first', async () => {
  const plain = await rows('');
  const times = plain.map((p) => Date.parse(p.expiration_time));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(ids(await rows('sort=expiration_time:asc'))).toEqual(ids(plain));
});

test('each whitelisted field sorts both ways, the id breaking ties in the same direction', async () => {
  const base = await rows('');
  const keys: Record<string, (p: Row) => string | number> = {
    expiration_time: (p) => Date.parse(p.expiration_time),
    created_at: (p) => Date.parse(p.created_at),
    phone_name: (p) => p.phone_name,
  };
  for (const [field, key] of Object.entries(keys)) {
    for (const [dir, sign] of [
      ['asc', 1],
      ['desc', -1],
    ] as const) {
      const got = await rows(`sort=${field}:${dir}`);
      expect([field, dir, ids(got)]).toEqual([field, dir, ids([...base].sort(byKey(key, sign)))]);
    }
  }
  // the descending expiry order really differs from the default one
  expect(ids(await rows('sort=expiration_time:desc'))).not.toEqual(ids(base));
});

test('pages of a sorted list join to the whole sorted list; filters still apply', async () => {
  const full = await rows('sort=phone_name:desc');
  const seen: number[] = [];
  for (let page = 1; page <= Math.ceil(full.length / 5); page++) {
    const p = (await s.get(`/phone/list?page=${page}&limit=5&sort=phone_name:desc`, admin)).body.data;
    expect(p.total).toBe(full.length);
    seen.push(...ids(p.list));
  }
  expect(seen).toEqual(ids(full));
  const expired = await rows('filterStatus=2&sort=expiration_time:desc');
  expect(expired.map((p) => p.phone_name)).toEqual(['云手机-006', '云手机-007', '云手机-008']);
});

test('an unknown field or direction is refused with 40001 and a sentence naming the choices', async () => {
  for (const q of ['sort=remark:asc', 'sort=phone_name', 'sort=phone_name:up', 'sort=', 'sort=id:desc']) {
    const body = await list(q);
    expect([q, body.code]).toEqual([q, 40001]);
    expect(body.message).toContain('expiration_time');
    expect(body.data).toBeNull();
  }
  const r = await s.get('/phone/list/export?sort=password:asc', admin);
  expect(r.body.code).toBe(40001);
});

test('the CSV export follows the sort', async () => {
  const want = (await rows('sort=phone_name:desc')).map((p) => p.phone_name);
  const r = await s.get('/phone/list/export?sort=phone_name:desc', admin);
  expect(r.status).toBe(200);
  const names = r.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(',')[1]);
  expect(names).toEqual(want);
});

test('state: expired phones read expired whatever their health, ≤ 3 days expiring, else normal/abnormal', async () => {
  const all = await rows('');
  const state = (name: string) => all.find((p) => p.phone_name === name)?.state;
  for (const n of ['云手机-006', '云手机-007', '云手机-008']) expect([n, state(n)]).toEqual([n, 'expired']);
  for (const n of ['云手机-003', '云手机-004', '云手机-005']) expect([n, state(n)]).toEqual([n, 'expiring']);
  expect(state('云手机-012')).toBe('abnormal');
  expect(state('云手机-001')).toBe('normal');
  // every row of the expired view is 'expired', every row of the will-expire view 'expiring' or 'abnormal'
  expect(new Set((await rows('filterStatus=2')).map((p) => p.state))).toEqual(new Set(['expired']));
});

test('days left: a started day counts (a month just bought reads 30), under a day it is 0 and the hours show', async () => {
  const [{ id }] = await s.sql<{ id: number }>('select id from phones where phone_name = $1', ['云手机-001']);
  const set = (ms: number) =>
    s.sql('update phones set expiration_time = $1 where id = $2', [new Date(Date.parse(TEST_NOW) + ms), id]);
  const one = async () =>
    (await rows('')).find((p) => p.id === id) as Row & { remain_day: number; remain_hour: number };
  const D = 24 * 3600_000;
  await set(30 * D - 5_000); // bought a month ago five seconds
  expect(await one()).toMatchObject({ remain_day: 30, state: 'normal' });
  await set(3 * D);
  expect(await one()).toMatchObject({ remain_day: 3, state: 'expiring' });
  await set(3 * D + 60_000);
  expect(await one()).toMatchObject({ remain_day: 4, state: 'normal' });
  await set(D - 60_000);
  expect(await one()).toMatchObject({ remain_day: 0, remain_hour: 23, state: 'expiring' });
  await set(-60_000);
  expect(await one()).toMatchObject({ remain_day: 0, remain_hour: 0, is_expired: 1, state: 'expired' });
});

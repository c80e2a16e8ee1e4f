// GET /dashboard/summary over HTTP: every figure equals the seeded rows and the lists it links
// to, the shortfall follows the wallet and the auto-renewals the job will charge, and the overview
// is the boss's (spec §6 "Most are admin only"): staff are refused it whatever their role or
// extra permissions.
import { startServer, type TestServer } from './support/harness';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

const summary = async (token: string) => {
  const r = await s.get('/dashboard/summary', token);
  expect(r.body.code).toBe(0);
  return r.body.data;
};
// the access table's refusal (packages/contract/src/access.ts: DASHBOARD), quoted
const DASHBOARD_REFUSED = { code: 40003, message: '仅老板账号可以查看首页概览', data: null };
const phoneId = async (name: string) =>
  Number((await s.sql<{ id: number }>('select id from phones where phone_name = $1', [name]))[0].id);

test('admin: phones by status equal the device list counters and the seeded rows', async () => {
  const d = await summary(admin);
  const cnt = (await s.get('/phone/cnt', admin)).body.data;
  expect(d.phones).toMatchObject({ all: cnt.allCnt, willExpire: cnt.willExpiredCnt, expired: cnt.expiredCnt });
  // 12 live phones: 001–005 and 009–012 valid, 006–008 expired; 012 abnormal, 010 powered off
  expect(d.phones).toEqual({ all: 12, valid: 9, running: 7, abnormal: 1, willExpire: 3, expired: 3, allocating: 1 });
  expect(d.phones.allocating).toBe((await s.get('/phone/allocating', admin)).body.data.count);
});

test('admin: what expires within 7 days, and the failures of the last 7 days', async () => {
  const d = await summary(admin);
  // phones 003, 004, 005; sub-accounts A03 and A07; card 北京-06 (cancelled and deleted rows never count)
  expect(d.expiringThisWeek).toEqual({ phones: 3, accounts: 2, networkCards: 1 });
  // PDEMO0008 (payment_failed, 2 days ago) and 云手机-012's failed restart
  expect(d.failures).toMatchObject({ payments: 1, autoRenewals: 0, tasks: 1 });
  expect(d.failures.latest.map((f: { kind: string }) => f.kind)).toEqual(['task', 'payment']);
  expect(d.failures.latest[0]).toMatchObject({ phoneName: '云手机-012', taskKind: 'action' });
  expect(d.failures.latest[1]).toMatchObject({ orderNo: 'PDEMO0008', orderType: 'phone_renew', autoRenew: false });
});

test("balance against 30 days of auto-renewals: renewal management's forecast over every kind", async () => {
  const forecast30 = async () =>
    (await s.get('/renewal/forecast', admin)).body.data.windows.find((w: { days: number }) => w.days === 30);
  const asTile = (w: { charges: number; total_fen: number; unpriced: number; short_fen: number }, fen: number) => ({
    balanceFen: fen,
    renewalCount: w.charges,
    renewalFen: w.total_fen,
    unpricedCount: w.unpriced,
    shortFen: w.short_fen > 0 ? w.short_fen : null,
  });
  const before = (await summary(admin)).balance;
  // ¥1,015.00 in the wallet; the tile and renewal management agree, and it is more than phones
  // (云手机-001, 4核8G with 25 days left, is the only phone that renews itself: ¥100.00)
  expect(before).toEqual(asTile(await forecast30(), 101500));
  expect(before.renewalCount).toBeGreaterThan(1);
  expect(before.renewalFen).toBeGreaterThan(10000);

  const ids = [await phoneId('云手机-011'), await phoneId('云手机-012'), await phoneId('云手机-002')];
  expect((await s.post('/phone/autoRenew', { phone_ids: ids, auto_renew: 1 }, admin)).body.code).toBe(0);
  await s.sql("update enterprises set wallet_balance_fen = 25000 where name = '演示科技有限公司'");
  // 011 (15 days) and 012 (10 days) join at ¥100.00 each; 002 expires in 60 days, outside the window
  const after = (await summary(admin)).balance;
  expect(after).toEqual(asTile(await forecast30(), 25000));
  expect(after).toMatchObject({
    renewalCount: before.renewalCount + 2,
    renewalFen: before.renewalFen + 20000,
    shortFen: before.renewalFen + 20000 - 25000,
  });
});

test('a failed auto-renewal shows among the failures', async () => {
  await s.sql("update enterprises set wallet_balance_fen = 0 where name = '演示科技有限公司'");
  const p5 = await phoneId('云手机-005'); // expires in 5 hours: the job tries now
  expect((await s.post('/phone/autoRenew', { phone_ids: [p5], auto_renew: 1 }, admin)).body.code).toBe(0);
  await s.runJobs();
  const d = await summary(admin);
  expect(d.failures).toMatchObject({ payments: 2, autoRenewals: 1, tasks: 1 });
  expect(d.failures.latest.find((f: { autoRenew?: boolean }) => f.autoRenew)).toMatchObject({
    kind: 'payment',
    orderType: 'phone_renew',
  });
  expect(d.balance.shortFen).toBe(d.balance.renewalFen);
});

test('an employee is refused the overview (nothing of it leaks), and their profile shows no balance', async () => {
  const emp = await s.login('demoemployee', 'staff'); // 云手机-001 and 云手机-003
  // spec §6 "Ordinary employees can only log in to stores."
  expect((await s.get('/dashboard/summary', emp)).body).toEqual(DASHBOARD_REFUSED);
  const info = (await s.get('/user/memberInfo', emp)).body.data;
  expect(info.amount).toBeNull();
  expect(info.amount_fen).toBeNull();
  // the boss's overview is unchanged by the refusal and still counts every phone
  const d = await summary(admin);
  const cnt = (await s.get('/phone/cnt', admin)).body.data;
  expect(d.phones).toMatchObject({ all: cnt.allCnt, willExpire: cnt.willExpiredCnt, expired: cnt.expiredCnt });
});

test('staff holding the renewal permission are refused the overview too; the boss sees the enterprise', async () => {
  // spec §6 "Routes declare allowed roles. Most are admin only."
  const tech = await s.login('demotech01', 'staff'); // an employee with the renewal permission
  expect((await s.get('/dashboard/summary', tech)).body).toEqual(DASHBOARD_REFUSED);
  const manager = await s.login('demostaff', 'staff'); // a manager with the renewal permission
  expect((await s.get('/dashboard/summary', manager)).body).toEqual(DASHBOARD_REFUSED);
  // the manager's device list (theirs to pick phones to renew) counts what the boss's overview shows
  const d = await summary(admin);
  const cnt = (await s.get('/phone/cnt', manager)).body.data;
  expect(d.phones).toMatchObject({ all: cnt.allCnt, willExpire: cnt.willExpiredCnt, expired: cnt.expiredCnt });
  expect(d.balance.balanceFen).toBe(0); // the wallet emptied above
});

test('without a session: 20103', async () => {
  expect((await s.get('/dashboard/summary')).body.code).toBe(20103);
});

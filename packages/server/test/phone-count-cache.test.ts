// The phone counts kept in memory (src/modules/phone/count-cache.ts), over real HTTP: what
// /phone/cnt and the list totals answer is always a fresh count — after writes through the API,
// after writes straight to the database (as another API instance or a job makes them), at each
// expiry boundary of the fake clock, backwards in time, and per caller (the boss and a manager
// holding the device renewal permission count the whole enterprise; an employee is refused the
// counts, spec §6). `fresh` counts with SQL what the server must answer.
import { startServer, TEST_NOW, type TestServer } from './support/harness';

const DAY = 24 * 3600 * 1000;
let s: TestServer;
let admin: string;
let employee: string;
let eid: number;
let employeeId: number;
let now = new Date(TEST_NOW);

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
  employee = await s.login('demoemployee', 'staff');
  [{ eid, employeeId }] = await s.sql<{ eid: number; employeeId: number }>(
    `select enterprise_id as eid, id as "employeeId" from users where username = 'demoemployee'`,
  );
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

async function setNow(at: Date) {
  now = at;
  await s.setNow(at.toISOString());
  // sessions end with time: log in again at the new instant
  admin = await s.login('demoadmin', 'admin');
  employee = await s.login('demoemployee', 'staff');
}

async function fresh(assignedTo?: number) {
  const [row] = await s.sql<{ all: string; will: string; expired: string; nocard: string }>(
    `select count(*) as all,
            count(*) filter (where expiration_time > $2 and expiration_time <= $2::timestamptz + interval '3 days') as will,
            count(*) filter (where expiration_time <= $2) as expired,
            count(*) filter (where network_card_id is null) as nocard
       from phones
      where enterprise_id = $1 and deleted_at is null and expiration_time > $2::timestamptz - interval '7 days'
        and ($3::int is null or assigned_user_id = $3)`,
    [eid, now.toISOString(), assignedTo ?? null],
  );
  return {
    allCnt: Number(row.all),
    willExpiredCnt: Number(row.will),
    expiredCnt: Number(row.expired),
    noCard: Number(row.nocard),
  };
}

// the access table's refusal of the device list (packages/contract/src/access.ts: RENEWAL_ORDERS), quoted
const RENEWER_REFUSED = { code: 40003, message: '仅老板或有设备续费权限的主管可以续费设备和处理订单', data: null };

const total = async (filterStatus: number, token: string) =>
  (await s.get(`/phone/list?page=1&limit=1&filterStatus=${filterStatus}`, token)).body.data.total as number;

/** Every counter and list total the caller gets equals a fresh count (asked twice: the second is the kept one). */
async function expectExact(token = admin) {
  const want = await fresh();
  for (let i = 0; i < 2; i++) {
    expect((await s.get('/phone/cnt', token)).body.data).toEqual({
      allCnt: want.allCnt,
      willExpiredCnt: want.willExpiredCnt,
      expiredCnt: want.expiredCnt,
    });
    expect([await total(0, token), await total(1, token), await total(2, token), await total(6, token)]).toEqual([
      want.allCnt,
      want.willExpiredCnt,
      want.expiredCnt,
      want.noCard,
    ]);
  }
  return want;
}

const phoneIds = async () =>
  (
    await s.sql<{ id: number }>('select id from phones where enterprise_id = $1 and deleted_at is null order by id', [
      eid,
    ])
  ).map((r) => r.id);

test('writes through the API and straight to the database reach the next count', async () => {
  await setNow(new Date(TEST_NOW));
  const before = await expectExact();
  const [first, second, third] = await phoneIds();

  expect((await s.post('/phone/delete', { phone_ids: [first] }, admin)).body.code).toBe(0);
  expect((await expectExact()).allCnt).toBe(before.allCnt - 1);

  // as another instance or a job would: no request to this server, its kept counts must not survive
  await s.sql(`update phones set expiration_time = $2::timestamptz + interval '1 day' where id = $1`, [
    second,
    now.toISOString(),
  ]);
  await s.sql(`update phones set network_card_id = null where id = $1`, [third]);
  await expectExact();
  await s.sql(
    `insert into phones (enterprise_id, phone_name, expiration_time) values ($1, '计数用云手机', $2::timestamptz + interval '2 days')`,
    [eid, now.toISOString()],
  );
  const after = await expectExact();
  expect(after.allCnt).toBe(before.allCnt);
  // a column no count reads (the remark) leaves the version alone; the answer stays exact
  await s.sql(`update phones set remark = '备注' where id = $1`, [third]);
  await expectExact();
});

test('each expiry boundary moves the counts at its instant, forwards and backwards in time', async () => {
  await setNow(new Date(TEST_NOW));
  const [phone] = await phoneIds();
  const expiry = new Date(now.getTime() + 3 * DAY + 10 * 60_000);
  await s.sql(`update phones set expiration_time = $2 where id = $1`, [phone, expiry.toISOString()]);
  const start = await expectExact();

  // enters "will expire" exactly 3 days before its expiry
  await setNow(new Date(expiry.getTime() - 3 * DAY - 1));
  expect((await expectExact()).willExpiredCnt).toBe(start.willExpiredCnt);
  await setNow(new Date(expiry.getTime() - 3 * DAY));
  expect((await expectExact()).willExpiredCnt).toBe(start.willExpiredCnt + 1);
  // expired at its expiry
  await setNow(new Date(expiry.getTime()));
  await expectExact();
  // out of every list 7 days later
  await setNow(new Date(expiry.getTime() + 7 * DAY - 1));
  await expectExact();
  await setNow(new Date(expiry.getTime() + 7 * DAY));
  await expectExact();
  // back to the start: the counts kept at later instants don't answer for earlier ones
  await setNow(new Date(TEST_NOW));
  expect(await expectExact()).toEqual(start);
}, 30_000); // seven clock moves, each logging in again: more than the default 5 s on a busy machine

test("an employee is refused the counts; a renewing manager's are the enterprise's; an assignment moves only the employee's own", async () => {
  await setNow(new Date(TEST_NOW));
  const manager = await s.login('demostaff', 'staff');
  const all = await expectExact(admin);
  // spec §6 "Ordinary employees can only log in to stores."
  expect((await s.get('/phone/cnt', employee)).body).toEqual(RENEWER_REFUSED);
  for (const f of [0, 1, 2, 6])
    expect((await s.get(`/phone/list?page=1&limit=1&filterStatus=${f}`, employee)).body).toEqual(RENEWER_REFUSED);
  // spec §6 "Extra member permissions are the right to set user login times and the device renewal permission."
  expect(await expectExact(manager)).toEqual(all);
  // what stays the employee's: their own count of valid phones in their profile (/user/memberInfo)
  const held = async () => (await s.get('/user/memberInfo', employee)).body.data.phone_num as number;
  const own = await fresh(employeeId);
  expect(await held()).toBe(own.allCnt - own.expiredCnt);
  const [unassigned] = (
    await s.sql<{ id: number }>(
      `select id from phones where enterprise_id = $1 and deleted_at is null and assigned_user_id is distinct from $2
         and expiration_time > $3 order by id limit 1`,
      [eid, employeeId, now.toISOString()],
    )
  ).map((r) => r.id);
  await s.sql(`update phones set assigned_user_id = $2 where id = $1`, [unassigned, employeeId]);
  expect((await fresh(employeeId)).allCnt).toBe(own.allCnt + 1);
  expect(await held()).toBe(own.allCnt - own.expiredCnt + 1);
  expect(await expectExact(manager)).toEqual(all);
  expect(await expectExact(admin)).toEqual(all);
  expect((await s.get('/phone/cnt', employee)).body).toEqual(RENEWER_REFUSED);
});

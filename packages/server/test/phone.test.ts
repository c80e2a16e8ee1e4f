// Phone list semantics: filters, counters == list totals, paging, remaining time, scoping.
import { startServer, TEST_NOW, type TestServer } from './support/harness';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

const FILTERS = [0, 1, 2, 4, 6] as const;
const list = async (token: string, q: string) => (await s.get(`/phone/list?${q}`, token)).body;
const names = (items: { phone_name: string }[]) => items.map((p) => p.phone_name);
// the access table's refusal of the device list (packages/contract/src/access.ts: RENEWAL_ORDERS), quoted
const RENEWER_REFUSED = { code: 40003, message: '仅老板或有设备续费权限的主管可以续费设备和处理订单', data: null };

test('each filter returns exactly the demo phones it should', async () => {
  const all = await list(admin, 'page=1&limit=99999&filterStatus=0');
  expect(all.data.total).toBe(12); // 13 seeded, one in the recycle bin
  expect(names(all.data.list)).not.toContain('云手机-013');
  expect(names((await list(admin, 'limit=99999&filterStatus=1')).data.list)).toEqual([
    '云手机-005',
    '云手机-004',
    '云手机-003',
  ]);
  expect(names((await list(admin, 'limit=99999&filterStatus=2')).data.list)).toEqual([
    '云手机-008',
    '云手机-007',
    '云手机-006',
  ]);
  expect(names((await list(admin, 'limit=99999&filterStatus=4')).data.list).sort()).toEqual([
    '云手机-009',
    '云手机-011',
  ]);
  expect(names((await list(admin, 'limit=99999&filterStatus=6')).data.list).sort()).toEqual([
    '云手机-010',
    '云手机-011',
  ]);
});

test('/phone/cnt equals the list totals for filters 0, 1, 2 (admin, renewing manager); employees refused', async () => {
  // spec §6 "Extra member permissions are the right to set user login times and the device renewal permission."
  for (const token of [admin, await s.login('demostaff', 'staff')]) {
    const cnt = (await s.get('/phone/cnt', token)).body.data;
    expect(cnt.allCnt).toBe((await list(token, 'filterStatus=0')).data.total);
    expect(cnt.willExpiredCnt).toBe((await list(token, 'filterStatus=1')).data.total);
    expect(cnt.expiredCnt).toBe((await list(token, 'filterStatus=2')).data.total);
  }
  // spec §6 "Ordinary employees can only log in to stores."
  const emp = await s.login('demoemployee', 'staff');
  expect((await s.get('/phone/cnt', emp)).body).toEqual(RENEWER_REFUSED);
  for (const f of [0, 1, 2]) expect(await list(emp, `filterStatus=${f}`)).toEqual(RENEWER_REFUSED);
});

test('every filter pages consistently: pages join to the full list, no overlap, sorted', async () => {
  for (const f of FILTERS) {
    const full = (await list(admin, `limit=99999&filterStatus=${f}`)).data;
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(full.total / 2) + 1; page++) {
      const p = (await list(admin, `page=${page}&limit=2&filterStatus=${f}`)).data;
      expect(p.total).toBe(full.total);
      seen.push(...p.list.map((x: { id: number }) => x.id));
    }
    expect(seen).toEqual(full.list.map((x: { id: number }) => x.id));
    const times = full.list.map((x: { expiration_time: string }) => Date.parse(x.expiration_time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  }
});

test('items carry all contract fields and remaining time from the clock', async () => {
  const items = (await list(admin, 'limit=99999&filterStatus=0')).data.list;
  const p5 = items.find((p: any) => p.phone_name === '云手机-005');
  expect(Object.keys(p5).sort()).toEqual(
    [
      'account_id',
      'account_name',
      'auto_renew',
      'created_at',
      'expiration_time',
      'group_id',
      'group_name',
      'id',
      'is_domestic_name',
      'is_expired',
      'network_card_id',
      'network_card_name',
      'phone_name',
      'remain_day',
      'remain_hour',
      'remark',
      'spec_name',
      'state',
      'status',
      'version',
    ].sort(),
  );
  expect(p5).toMatchObject({
    remain_day: 0,
    remain_hour: 5,
    is_expired: 0,
    account_name: '分身-A06',
    network_card_name: '网卡-广州-02',
  });
  expect(Date.parse(p5.expiration_time) - Date.parse(TEST_NOW)).toBe(5 * 3600_000);
  const p3 = items.find((p: any) => p.phone_name === '云手机-003');
  expect(p3).toMatchObject({ remain_day: 3, remain_hour: 53, group_name: '默认分组' }); // a started day counts
  const p6 = items.find((p: any) => p.phone_name === '云手机-006');
  expect(p6).toMatchObject({ remain_day: 0, remain_hour: 0, is_expired: 1 });
  expect(items.find((p: any) => p.phone_name === '云手机-012').status).toBe('abnormal');
});

test('moving the clock moves phones between filters; 7 days after expiry they are cancelled', async () => {
  await s.advance(6 * 3600_000); // 云手机-005 has now expired
  const cnt = (await s.get('/phone/cnt', admin)).body.data;
  expect(cnt).toEqual({ allCnt: 12, willExpiredCnt: 2, expiredCnt: 4 });
  await s.advance(2.5 * 24 * 3600_000); // 云手机-008 (expired 5 days ago) passes the 7-day cancellation
  const later = (await s.get('/phone/cnt', admin)).body.data;
  expect(later.allCnt).toBe(11);
  expect(later.allCnt).toBe((await list(admin, 'filterStatus=0')).data.total);
  await s.setNow(TEST_NOW);
});

test('keyword searches name and remark', async () => {
  expect(names((await list(admin, `keyword=${encodeURIComponent('异常')}`)).data.list)).toEqual(['云手机-012']);
  expect((await list(admin, `keyword=${encodeURIComponent('%')}`)).data.total).toBe(0);
});

test('bad paging or filter values are 40001', async () => {
  for (const q of ['limit=0', 'limit=100000', 'page=0', 'filterStatus=3', 'filterStatus=abc', 'limit=1.5']) {
    expect([q, (await list(admin, q)).code]).toEqual([q, 40001]);
  }
});

test('staff employees are refused the device list (their profile counts their own phones); managers see all', async () => {
  const emp = await s.login('demoemployee', 'staff');
  // spec §6 "Ordinary employees can only log in to stores." (refused before validation, even a bad query)
  expect(await list(emp, 'limit=99999')).toEqual(RENEWER_REFUSED);
  expect(await list(emp, 'limit=0')).toEqual(RENEWER_REFUSED);
  expect((await s.get('/phone/cnt', emp)).body).toEqual(RENEWER_REFUSED);
  // 云手机-001 and 云手机-003 are assigned to them
  expect((await s.get('/user/memberInfo', emp)).body.data.phone_num).toBe(2);
  // spec §6 "Extra member permissions are the right to set user login times and the device renewal permission."
  const mgr = await s.login('demostaff', 'staff');
  expect((await list(mgr, 'limit=99999')).data.total).toBe(12);
  expect((await s.get('/phone/cnt', mgr)).body.data).toEqual((await s.get('/phone/cnt', admin)).body.data);
  // spec §6 "Users without the renewal permission are told to contact the superior manager."
  await s.sql(`update users set can_renew_device = false where username = 'demostaff'`);
  try {
    expect(await list(mgr, 'limit=99999')).toEqual({
      code: 40003,
      message: '您没有设备续费权限，请联系上级主管',
      data: null,
    });
  } finally {
    await s.sql(`update users set can_renew_device = true where username = 'demostaff'`);
  }
  expect((await list(mgr, 'limit=99999')).data.total).toBe(12);
});

test("a second enterprise sees none of the first one's phones", async () => {
  await s.post('/sms/code', { phone: '13600000000' });
  const code = (await s.get('/dev/sms/last?phone=13600000000')).body.data.code;
  const other = (await s.post('/user/register', { phone: '13600000000', password: 'secret1', smsCode: code })).body.data
    .token;
  expect((await s.get('/phone/cnt', other)).body.data).toEqual({ allCnt: 0, willExpiredCnt: 0, expiredCnt: 0 });
  for (const f of FILTERS)
    expect((await list(other, `limit=99999&filterStatus=${f}`)).data).toEqual({ total: 0, list: [] });
  const info = (await s.get('/user/memberInfo', other)).body.data;
  expect(info).toMatchObject({
    amount: '0.00',
    phone_num: 0,
    account_num: 0,
    network_cart_num: 0,
    member_number: 1,
    coupons_number: 0,
  });
});

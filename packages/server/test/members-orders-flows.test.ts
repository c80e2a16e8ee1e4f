// Member, department, order and wallet-flow lists: filters, totals, paging, roles, isolation.
import { startServer, type TestServer } from './support/harness';
import { qs, registerEnterprise } from './support/fixtures';

let s: TestServer;
let admin: string;
let manager: string;
let employee: string;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
  manager = await s.login('demostaff', 'staff');
  employee = await s.login('demoemployee', 'staff');
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

const list = async (path: string, token: string, q: Record<string, string | number | undefined> = {}) =>
  (await s.get(`${path}?${qs({ limit: 99999, ...q })}`, token)).body;
const pluck = <T>(items: Record<string, unknown>[], key: string) => items.map((x) => x[key] as T);

async function pagesJoin(path: string, q: Record<string, string | number>) {
  const full = (await list(path, admin, q)).data;
  const seen: number[] = [];
  for (let page = 1; page <= Math.ceil(full.total / 3) + 1; page++) {
    const p = (await list(path, admin, { ...q, page, limit: 3 })).data;
    expect(p.total).toBe(full.total);
    seen.push(...p.list.map((x: { id: number }) => x.id));
  }
  expect(seen).toEqual(full.list.map((x: { id: number }) => x.id));
}

describe('/member/list and /department/list', () => {
  test('members with role, department and status; filters', async () => {
    const all = (await list('/member/list', admin)).data;
    expect(all.total).toBe(7);
    expect(pluck(all.list, 'username')).toEqual([
      'demoadmin',
      'demostaff',
      'demoemployee',
      'demokefu01',
      'demotech01',
      'demonewbie',
      'demoleaver',
    ]);
    const staff = all.list.find((m: any) => m.username === 'demostaff');
    expect(Object.keys(staff).sort()).toEqual(
      [
        'auth_method',
        'can_renew_device',
        'can_set_login_time',
        'created_at',
        'last_login_at',
        'login_time_end',
        'login_time_start',
        'department_id',
        'department_name',
        'id',
        'is_admin',
        'name',
        'phone',
        'role',
        'status',
        'username',
      ].sort(),
    );
    expect(staff).toMatchObject({
      name: '演示主管',
      phone: '13800000001',
      role: 'manager',
      is_admin: 0,
      department_name: '运营部',
      status: 'active',
      can_renew_device: 1,
    });
    expect(all.list.find((m: any) => m.username === 'demoadmin')).toMatchObject({
      is_admin: 1,
      department_id: null,
      department_name: '',
    });
    expect(all.list.find((m: any) => m.username === 'demoemployee')).toMatchObject({ role: 'employee' });

    const ops = all.list.find((m: any) => m.username === 'demostaff').department_id;
    expect(pluck((await list('/member/list', admin, { department_id: ops })).data.list, 'username')).toEqual([
      'demostaff',
      'demoemployee',
    ]);
    expect(pluck((await list('/member/list', admin, { department_id: 0 })).data.list, 'username')).toEqual([
      'demoadmin',
      'demonewbie',
    ]);
    expect((await s.get('/user/memberCnt', admin)).body.data.waitAllocateCnt).toBe(2);
    expect(pluck((await list('/member/list', admin, { status: 'disabled' })).data.list, 'username')).toEqual([
      'demoleaver',
    ]);
    expect((await list('/member/list', admin, { status: 'active' })).data.total).toBe(6);
    expect(pluck((await list('/member/list', admin, { keyword: '13800000004' })).data.list, 'username')).toEqual([
      'demotech01',
    ]);
    expect(pluck((await list('/member/list', admin, { keyword: '客服' })).data.list, 'username')).toEqual([
      'demokefu01',
    ]);
    expect((await list('/member/list', admin, { status: 'gone' })).code).toBe(40001);
    await pagesJoin('/member/list', {});
  });

  test('departments with member count and manager', async () => {
    const d = (await list('/department/list', admin)).data;
    expect(d.total).toBe(3);
    expect(d.list.map((x: any) => [x.name, x.member_count, x.manager_name])).toEqual([
      ['运营部', 2, '演示主管'],
      ['客服部', 2, '演示主管'],
      ['技术部', 1, '演示主管'],
    ]);
    expect(Object.keys(d.list[0]).sort()).toEqual([
      'created_at',
      'id',
      'manager_name',
      'manager_user_id',
      'member_count',
      'name',
    ]);
    expect(pluck((await list('/department/list', admin, { keyword: '技术' })).data.list, 'name')).toEqual(['技术部']);
    await pagesJoin('/department/list', {});
  });

  test('managers may list members and departments; ordinary employees get 40003', async () => {
    expect((await list('/member/list', manager)).data.total).toBe(7);
    expect((await list('/department/list', manager)).data.total).toBe(3);
    // spec §6: "Members are manager or employee. Managers can set permissions. Ordinary employees can only log in to stores."
    for (const p of ['/member/list', '/department/list', '/member/list/export', '/department/list/export']) {
      const r = await s.get(p, employee);
      expect([p, r.body]).toEqual([p, { code: 40003, message: '仅老板或主管可以查看成员和部门', data: null }]);
    }
  });
});

describe('/order/list', () => {
  test('§4 filters: 0 all, 1 paid, 2 buying, 3 expired, 4 awaiting payment; newest first', async () => {
    const all = (await list('/order/list', admin)).data;
    expect(all.total).toBe(12); // with the network demo's two IP device purchases in flight (IDEMO…)
    const times = all.list.map((o: any) => Date.parse(o.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const nos = async (q: Record<string, string | number>) =>
      pluck<string>((await list('/order/list', admin, q)).data.list, 'order_no');
    expect(await nos({ filterStatus: 1 })).toEqual(['IDEMO0002', 'PDEMO0003', 'PDEMO0002', 'RDEMO0001']);
    expect(await nos({ filterStatus: 2 })).toEqual(['PDEMO0004']);
    expect(await nos({ filterStatus: 3 })).toEqual(['PDEMO0010', 'PDEMO0007', 'RDEMO0009']);
    expect(await nos({ filterStatus: 4 })).toEqual(['IDEMO0001', 'PDEMO0005']);
    expect(await nos({ type: 'invest' })).toEqual(['RDEMO0009', 'RDEMO0001']);
    expect(await nos({ type: 'invest', filterStatus: 1 })).toEqual(['RDEMO0001']);
    expect((await list('/order/list', admin, { type: 'buy' })).data.total).toBe(10);
    expect(await nos({ keyword: '网卡' })).toEqual(['PDEMO0006']);
    for (const f of [0, 1, 3]) await pagesJoin('/order/list', { filterStatus: f });
  });

  test('items: yuan strings with 2 decimals plus fen integers, status, pay type, times', async () => {
    const items = (await list('/order/list', admin)).data.list;
    const o3 = items.find((o: any) => o.order_no === 'PDEMO0003');
    expect(Object.keys(o3).sort()).toEqual(
      [
        'coupon',
        'coupon_fen',
        'created_at',
        'discount',
        'discount_fen',
        'expires_at',
        'goods_name',
        'id',
        'member',
        'order_no',
        'paid',
        'paid_at',
        'paid_fen',
        'pay_type',
        'quantity',
        'refund_reason',
        'refunded',
        'refunded_fen',
        'status',
        'total',
        'total_fen',
        'type',
        'type_label',
      ].sort(),
    );
    expect(o3).toMatchObject({
      refunded: '0.00',
      refunded_fen: 0,
      refund_reason: null,
      type_label: '续费云手机',
      member: '演示老板',
    });
    expect(o3).toMatchObject({
      type: 'phone_renew',
      goods_name: '云手机续费 1个月',
      quantity: 2,
      total: '210.00',
      total_fen: 21000,
      discount: '0.00',
      discount_fen: 0,
      coupon: '10.00',
      coupon_fen: 1000,
      paid: '200.00',
      paid_fen: 20000,
      status: 'paid',
      pay_type: 'balance',
    });
    expect(typeof o3.paid_at).toBe('string');
    expect(items.find((o: any) => o.order_no === 'PDEMO0010')).toMatchObject({
      status: 'expired',
      discount: '9.00',
      paid_at: null,
    });
    expect(items.find((o: any) => o.order_no === 'PDEMO0006')).toMatchObject({ status: 'cancelled' });
  });

  test('an awaiting-payment order moves to expired when its 10 minutes pass', async () => {
    await s.advance(9 * 60_000);
    expect(pluck((await list('/order/list', admin, { filterStatus: 4 })).data.list, 'order_no')).toEqual([]);
    expect((await list('/order/list', admin, { filterStatus: 3 })).data.total).toBe(5);
    await s.advance(-9 * 60_000);
  });

  test('employees are refused; managers with the renewal permission see their own; bad values are 40001', async () => {
    const tech = await s.login('demotech01', 'staff'); // an employee holding the renewal permission
    // spec §6: "Members are manager or employee. Managers can set permissions. Ordinary employees can only log in to stores."
    for (const [who, token] of [
      ['employee', employee],
      ['employee with can_renew_device', tech],
    ])
      for (const p of ['/order/list', '/order/list/export'])
        expect([who, p, (await s.get(p, token)).body]).toEqual([
          who,
          p,
          { code: 40003, message: '仅老板或有设备续费权限的主管可以续费设备和处理订单', data: null },
        ]);
    // a renewing manager's own orders only (docs/roles.md): the enterprise's are the boss's
    const [{ n }] = await s.sql<{ n: number }>(
      `select count(*)::int as n from orders where user_id = (select id from users where username = 'demostaff')`,
    );
    const mine = (await list('/order/list', manager)).data;
    expect(mine.total).toBe(n);
    expect((await list('/order/list', admin)).data.total).toBeGreaterThan(n);
    // spec §6: "Extra member permissions are the right to set user login times and the device renewal permission."
    await s.sql(`update users set can_renew_device = false where username = 'demostaff'`);
    try {
      const without = await s.login('demostaff', 'staff');
      expect((await s.get('/order/list', without)).body).toEqual({
        code: 40003,
        message: '您没有设备续费权限，请联系上级主管',
        data: null,
      });
    } finally {
      await s.sql(`update users set can_renew_device = true where username = 'demostaff'`);
    }
    const bad = await list('/order/list', admin, { filterStatus: 5 });
    expect(bad).toMatchObject({ code: 40001, message: '筛选类型不正确，可选值：0, 1, 2, 3, 4' });
    expect((await list('/order/list', admin, { type: 'recharge' })).code).toBe(40001);
  });
});

describe('/walletFlow/list', () => {
  test('the ledger, newest first; change is signed yuan; sums to the balance', async () => {
    const all = (await list('/walletFlow/list', admin)).data;
    expect(all.total).toBe(7);
    expect(all.list.map((f: any) => [f.kind, f.change, f.balance_after])).toEqual([
      ['reward', '+10.00', '1015.00'],
      ['reward', '+5.00', '1005.00'],
      ['refund', '+80.00', '1000.00'],
      ['purchase', '-80.00', '920.00'],
      ['renewal', '-200.00', '1000.00'],
      ['purchase', '-300.00', '1200.00'],
      ['recharge', '+1500.00', '1500.00'],
    ]);
    expect(Object.keys(all.list[0]).sort()).toEqual([
      'balance_after',
      'balance_after_fen',
      'change',
      'change_fen',
      'created_at',
      'id',
      'kind',
      'member',
      'order_no',
      'remark',
    ]);
    expect(all.list.reduce((sum: number, f: any) => sum + f.change_fen, 0)).toBe(
      (await s.get('/user/memberInfo', admin)).body.data.amount_fen,
    );
    expect(all.list[2]).toMatchObject({ order_no: 'PDEMO0006', change_fen: 8000, balance_after_fen: 100000 });
    await pagesJoin('/walletFlow/list', {});
  });

  test('kind and China-time date range filters', async () => {
    const kinds = async (q: Record<string, string>) =>
      pluck<string>((await list('/walletFlow/list', admin, q)).data.list, 'kind');
    expect(await kinds({ kind: 'refund' })).toEqual(['refund']);
    expect(await kinds({ kind: 'purchase' })).toEqual(['purchase', 'purchase']);
    // now = 2030-01-15 12:00 CST; the flows are on Dec 16, Dec 26, Jan 5, Jan 10 (twice), Jan 11 and Jan 13
    expect(await kinds({ date_from: '2030-01-05', date_to: '2030-01-10' })).toEqual(['refund', 'purchase', 'renewal']);
    expect(await kinds({ date_from: '2030-01-10' })).toEqual(['reward', 'reward', 'refund', 'purchase']);
    expect(await kinds({ date_to: '2030-01-04' })).toEqual(['purchase', 'recharge']);
    expect(await kinds({ date_from: '2030-01-06', date_to: '2030-01-09' })).toEqual([]);
    expect(await kinds({ kind: 'purchase', date_to: '2029-12-31' })).toEqual(['purchase']);
  });

  test('bad filters are 40001', async () => {
    for (const q of [
      { date_from: '2030-02-31' },
      { date_from: '2030/01/01' },
      { date_from: '2030-01-10', date_to: '2030-01-01' },
      { kind: 'gift' },
    ]) {
      expect([q, (await list('/walletFlow/list', admin, q)).code]).toEqual([q, 40001]);
    }
  });

  test('staff (managers too) get 40003 on the list and the export', async () => {
    for (const token of [manager, employee]) {
      for (const p of ['/walletFlow/list', '/walletFlow/list/export']) {
        const r = await s.get(p, token);
        expect([p, r.body]).toEqual([p, { code: 40003, message: '仅老板账号可以查看钱包流水', data: null }]);
      }
    }
  });
});

test('a second enterprise sees none of the demo rows; its own admin is its only member', async () => {
  const other = await registerEnterprise(s, '13600000002');
  for (const p of ['/order/list', '/walletFlow/list', '/department/list'])
    expect((await list(p, other)).data).toEqual({ total: 0, list: [] });
  for (const f of [1, 2, 3, 4]) expect((await list('/order/list', other, { filterStatus: f })).data.total).toBe(0);
  const members = (await list('/member/list', other)).data;
  expect(members.total).toBe(1);
  expect(members.list[0]).toMatchObject({ phone: '13600000002', is_admin: 1 });
});

// Network cards (issue 14): the four views and their counters, purchase and renewal paid through
// the ledger or the gateway, auto-renewal, binding to sub-accounts; roles and enterprise isolation.
import { demoLogins, registerEnterprise } from './support/fixtures';
import { startServer, type TestServer } from './support/harness';
import { payThroughSimulator } from './support/payments';

let s: TestServer;
let admin: string;
let manager: string;
let employee: string;
let other: string;
beforeAll(async () => {
  s = await startServer();
  [admin, manager, employee] = await demoLogins(s);
  other = await registerEnterprise(s, '13800001414');
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

const balance = async () =>
  Number(
    (await s.sql<{ b: string }>("select wallet_balance_fen as b from enterprises where invite_code = 'DEMO2024'"))[0].b,
  );
const counts = async () =>
  (
    await s.sql<{ t: string; n: string }>(
      `select 'cards' as t, count(*) as n from network_cards union all select 'orders', count(*) from orders
       union all select 'flows', count(*) from wallet_flows`,
    )
  )
    .map((r) => `${r.t}=${r.n}`)
    .join(',');
const cardIdByName = async (name: string) =>
  Number((await s.sql<{ id: number }>('select id from network_cards where name = $1', [name]))[0].id);
const buyBody = (o: Record<string, unknown> = {}) => ({
  region: 'hk',
  card_type: 'dedicated',
  quantity: 2,
  duration_unit: 'month',
  duration: 1,
  auto_renew: 1,
  pay_type: 'balance',
  expected_pay_fen: 10000,
  ...o,
});

test('counters equal each view total for the boss; managers and employees are refused both', async () => {
  const cnt = (await s.get('/networkCard/cnt', admin)).body.data;
  const total = async (f: number) =>
    (await s.get(`/networkCard/list?filterStatus=${f}&limit=100`, admin)).body.data.total;
  expect(cnt).toEqual({
    all: await total(0),
    expired: await total(1),
    unexpired: await total(2),
    will_expire: await total(3),
  });
  const refused = { code: 40003, message: '仅老板账号可以管理网卡和IP设备', data: null };
  for (const token of [manager, employee]) {
    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect((await s.get('/networkCard/cnt', token)).body).toEqual(refused);
    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect((await s.get('/networkCard/list?filterStatus=0&limit=100', token)).body).toEqual(refused);
  }
  expect(cnt.all).toBeGreaterThan(0);
  expect(cnt.expired).toBeGreaterThan(0);
  expect(cnt.will_expire).toBeGreaterThan(0);
});

test('list items carry type, bound sub-account and auto-renew', async () => {
  const list = (await s.get('/networkCard/list?limit=100', admin)).body.data.list;
  const sh = list.find((c: any) => c.name === '网卡-上海-01');
  expect(sh).toMatchObject({ card_type: 'dedicated', auto_renew: 0, account_name: '分身-A01' });
  expect(typeof sh.account_id).toBe('number');
});

test('prices come from the server; a balance purchase charges the ledger and creates the cards', async () => {
  const res = (await s.get('/networkCard/resource', admin)).body.data;
  expect(res.prices).toContainEqual({ region: 'hk', type: 'dedicated', month_fen: 5000, day_fen: 250 });
  const price = (
    await s.post(
      '/networkCard/totalPrice',
      { region: 'hk', card_type: 'dedicated', quantity: 2, duration_unit: 'month', duration: 1 },
      admin,
    )
  ).body.data;
  expect(price).toMatchObject({ unit_fen: 5000, total_fen: 10000, pay_fen: 10000 });
  const before = await balance();
  const r = await s.post('/networkCard/buy', buyBody(), admin);
  expect(r.body).toMatchObject({ code: 0, data: { status: 'paid', pay_fen: 10000, url: '' } });
  const no = r.body.data.order_no;
  expect(await balance()).toBe(before - 10000);
  const flow = await s.sql<{ change: string; kind: string }>(
    'select change_fen::text as change, kind from wallet_flows where order_no = $1',
    [no],
  );
  expect(flow).toEqual([{ change: '-10000', kind: 'purchase' }]);
  const cards = await s.sql<{ region: string; auto_renew: boolean; card_type: string; ip: string }>(
    'select region, auto_renew, card_type, ip from network_cards where order_no = $1',
    [no],
  );
  expect(cards).toHaveLength(2);
  for (const c of cards) expect(c).toMatchObject({ region: '中国香港', auto_renew: true, card_type: 'dedicated' });
  // visible in billing: the order list and the wallet flow
  const order = (await s.get('/order/list?limit=100', admin)).body.data.list.find((o: any) => o.order_no === no);
  expect(order).toMatchObject({ type: 'network_card_buy', status: 'paid' });
  const flows = (await s.get('/walletFlow/list?limit=100', admin)).body.data.list;
  expect(flows.some((f: any) => f.order_no === no)).toBe(true);
});

test('bad purchases are refused with the form sentences and change nothing', async () => {
  const before = await counts();
  const cases: [Record<string, unknown>, string][] = [
    [{ quantity: 0 }, '购买数量必须是1到100之间的整数'],
    [{ region: 'us' }, '地区不正确，可选：中国大陆、中国香港'],
    [{ region: undefined }, '请选择地区'],
    [{ auto_renew: undefined }, '请选择是否自动续费'],
    [{ pay_type: undefined }, '请选择支付方式'],
    [{ expected_pay_fen: undefined }, '请填写应付金额'],
    [{ duration_unit: 'day', duration: 2 }, '购买时长不正确，可选：1天或1到12个月'],
    [{ expected_pay_fen: 9999 }, '价格已变化，请刷新后重试'],
  ];
  for (const [o, message] of cases) {
    const r = await s.post('/networkCard/buy', buyBody(o), admin);
    expect(r.body.message).toBe(message);
    expect(r.body.code).not.toBe(0);
  }
  expect(await counts()).toBe(before);
});

test('staff cannot buy or switch auto-renewal; another enterprise sees nothing of ours', async () => {
  for (const token of [manager, employee]) {
    expect((await s.post('/networkCard/buy', buyBody(), token)).body).toMatchObject({
      code: 40003,
      message: '仅老板账号可以购买网卡',
    });
  }
  const id = await cardIdByName('网卡-上海-01');
  expect((await s.post('/networkCard/autoRenew', { ids: [id], auto_renew: 1 }, manager)).body.code).toBe(40003);
  expect((await s.get('/networkCard/list?limit=100', other)).body.data.total).toBe(0);
  expect((await s.post('/networkCard/autoRenew', { ids: [id], auto_renew: 1 }, other)).body.code).toBe(40004);
  expect((await s.get(`/networkCard/renewList?ids=${id}`, other)).body.code).toBe(40004);
  expect(
    (
      await s.post(
        '/networkCard/renew',
        { ids: [id], duration_unit: 'month', duration: 1, pay_type: 'balance', expected_pay_fen: 3000 },
        other,
      )
    ).body.code,
  ).toBe(40004);
});

test('renewal extends each card from its expiry and is paid from the balance; auto-renew switches', async () => {
  const id = await cardIdByName('网卡-广州-02');
  const [{ exp }] = await s.sql<{ exp: Date }>('select expiration_time as exp from network_cards where id = $1', [id]);
  const renew = (await s.get(`/networkCard/renewList?ids=${id}`, admin)).body.data.list;
  expect(renew.map((c: any) => c.id)).toEqual([id]);
  const price = (await s.post('/networkCard/totalPrice', { ids: [id], duration_unit: 'month', duration: 3 }, admin))
    .body.data;
  expect(price).toMatchObject({ total_fen: 9000, discount_fen: 450, pay_fen: 8550 });
  const before = await balance();
  const r = await s.post(
    '/networkCard/renew',
    { ids: [id], duration_unit: 'month', duration: 3, pay_type: 'balance', expected_pay_fen: 8550 },
    admin,
  );
  expect(r.body.data.status).toBe('paid');
  expect(await balance()).toBe(before - 8550);
  const [{ exp: after }] = await s.sql<{ exp: Date }>(
    'select expiration_time as exp from network_cards where id = $1',
    [id],
  );
  expect(new Date(after).getUTCMonth()).toBe((new Date(exp).getUTCMonth() + 3) % 12);
  expect((await s.post('/networkCard/autoRenew', { ids: [id], auto_renew: 1 }, admin)).body.data).toEqual({
    updated: 1,
  });
  const item = (await s.get(`/networkCard/renewList?ids=${id}`, admin)).body.data.list[0];
  expect(item.auto_renew).toBe(1);
});

test('a gateway purchase waits for payment, then the cards arrive', async () => {
  const before = await balance();
  const r = await s.post(
    '/networkCard/buy',
    buyBody({ region: 'cn', card_type: 'shared', quantity: 1, expected_pay_fen: 1500, pay_type: 'alipay' }),
    admin,
  );
  expect(r.body.data.status).toBe('awaiting_payment');
  const no = r.body.data.order_no;
  expect((await s.sql('select id from network_cards where order_no = $1', [no])).length).toBe(0);
  await payThroughSimulator(s, r.body.data.url);
  expect((await s.sql('select id from network_cards where order_no = $1', [no])).length).toBe(1);
  expect(await balance()).toBe(before);
});

test('bind a card to a sub-account of the same enterprise, and unbind it', async () => {
  const card = await cardIdByName('网卡-杭州-04');
  const [acc] = await s.sql<{ id: number }>("select id from sub_accounts where name = '分身-A02'");
  const bound = async () =>
    (await s.sql<{ id: number }>('select id from sub_accounts where network_card_id = $1', [card])).map((r) => r.id);
  const before = await bound();
  // spec §6: "Routes declare allowed roles. Most are admin only."
  expect(
    (await s.post('/networkCard/bindAccount', { network_card_id: card, account_id: acc.id }, manager)).body,
  ).toEqual({ code: 40003, message: '仅老板账号可以管理网卡和IP设备', data: null });
  expect(await bound()).toEqual(before);
  const bind = await s.post('/networkCard/bindAccount', { network_card_id: card, account_id: acc.id }, admin);
  expect(bind.body.code).toBe(0);
  let item = (await s.get(`/networkCard/renewList?ids=${card}`, admin)).body.data.list[0];
  expect(item.account_name).toBe('分身-A02');
  // a card held by one sub-account cannot be bound to another
  const [a1] = await s.sql<{ id: number }>("select id from sub_accounts where name = '分身-A01'");
  const sh = await cardIdByName('网卡-上海-01');
  expect(
    (await s.post('/networkCard/bindAccount', { network_card_id: sh, account_id: acc.id }, admin)).body.message,
  ).toBe('该网卡已绑定其他分身');
  expect(a1.id).toBeGreaterThan(0);
  // employees may not; another enterprise cannot touch ours
  // spec §6: "Ordinary employees can only log in to stores."
  expect(
    (await s.post('/networkCard/bindAccount', { network_card_id: card, account_id: null }, employee)).body.code,
  ).toBe(40003);
  expect((await s.post('/networkCard/bindAccount', { network_card_id: card, account_id: null }, other)).body.code).toBe(
    40004,
  );
  expect((await s.post('/networkCard/bindAccount', { network_card_id: card, account_id: null }, admin)).body.code).toBe(
    0,
  );
  item = (await s.get(`/networkCard/renewList?ids=${card}`, admin)).body.data.list[0];
  expect(item.account_id).toBeNull();
});

test('auto-renewal: a card and a platform device expiring within a day are renewed for a month from the balance', async () => {
  const card = await cardIdByName('网卡-北京-06'); // expires in 1 day 3 hours
  await s.sql('update network_cards set auto_renew = true, expiration_time = $2 where id = $1', [
    card,
    new Date(Date.parse('2030-01-15T04:00:00.000Z') + 20 * 3600_000),
  ]);
  const [dev] = await s.sql<{ id: number }>(
    "update ip_devices set auto_renew = true, expiration_time = $1 where address = '203.0.113.11' returning id",
    [new Date(Date.parse('2030-01-15T04:00:00.000Z') + 10 * 3600_000)],
  );
  const before = await balance();
  await s.runJobs();
  const [c] = await s.sql<{ exp: Date }>('select expiration_time as exp from network_cards where id = $1', [card]);
  expect(new Date(c.exp).toISOString()).toBe('2030-02-16T00:00:00.000Z');
  const [d] = await s.sql<{ exp: Date }>('select expiration_time as exp from ip_devices where id = $1', [dev.id]);
  expect(new Date(d.exp).toISOString()).toBe('2030-02-15T14:00:00.000Z');
  // 网卡-北京-06: mainland dedicated ¥30; the device: mainland static ¥40
  expect(await balance()).toBe(before - 3000 - 4000);
  const orders = await s.sql<{ type: string; status: string }>(
    "select type, status from orders where detail->>'auto_renew' = 'true' and type in ('network_card_renew', 'ip_device_renew') order by type",
  );
  expect(orders).toEqual([
    { type: 'ip_device_renew', status: 'paid' },
    { type: 'network_card_renew', status: 'paid' },
  ]);
  // a second pass renews nothing more (the expiry left the window)
  await s.runJobs();
  expect(await balance()).toBe(before - 7000);
});

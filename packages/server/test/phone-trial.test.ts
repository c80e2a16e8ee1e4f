// The free trial (issue 34: 免费试用 leads to a real action; website config freeAdpt "新用户可免费试用
// 云手机 1 天"): a new customer's boss takes one 1-day cloud phone at 0 fen, once; it is allocated like
// any purchase, moves no money and writes no wallet-flow row; an enterprise that holds or bought
// phones, a second try and staff are refused and nothing changes.
import { FREE_TRIAL_MESSAGES } from '@console/contract/phoneOrderMessages';
import { startServer, TEST_NOW, type TestServer } from './support/harness';
import { registerEnterprise } from './support/fixtures';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

const TRIAL = { pay_type: 'balance', expected_pay_fen: 0 };
async function money(token: string) {
  const id = (await s.get('/user/info', token)).body.data.enterprise_id as number;
  const [w] = await s.sql<{ balance: string; flows: number; orders: number; phones: number }>(
    `select (select wallet_balance_fen::text from enterprises where id = $1) as balance,
            (select count(*)::int from wallet_flows where enterprise_id = $1) as flows,
            (select count(*)::int from orders where enterprise_id = $1) as orders,
            (select count(*)::int from phones where enterprise_id = $1) as phones`,
    [id],
  );
  return w;
}

test('a new customer takes the trial once: a 0 fen phone purchase, allocated for 1 day, no money moved', async () => {
  const boss = await registerEnterprise(s, '13912340881');
  const state = await s.get('/phone/freeTrial', boss);
  expect(state.body.data).toEqual({
    available: 1,
    reason: '',
    order_no: null,
    spec_name: '2核4G',
    duration_name: '1天',
  });
  const before = await money(boss);
  const taken = await s.post('/phone/freeTrial', TRIAL, boss);
  expect(taken.body.code).toBe(0);
  expect(taken.body.data).toMatchObject({ status: 'buying', pay_fen: 0, url: '' });
  const no = taken.body.data.order_no as string;
  const [order] = await s.sql<any>(
    'select type, status, total_fen::int as total, paid_fen::int as paid, goods_name, detail from orders where order_no = $1',
    [no],
  );
  expect(order).toMatchObject({ type: 'phone_buy', status: 'buying', total: 0, paid: 0 });
  expect(order.goods_name).toBe('免费试用云手机 2核4G 1天');
  expect(order.detail).toMatchObject({ trial: true, spec: '2c4g', duration_unit: 'day', duration: 1, quantity: 1 });
  expect(await money(boss)).toEqual({ ...before, orders: before.orders + 1 });

  // once: the state says so, and a second try (a new attempt) is refused, changing nothing
  expect((await s.get('/phone/freeTrial', boss)).body.data).toMatchObject({
    available: 0,
    reason: FREE_TRIAL_MESSAGES.claimed.zh,
    order_no: no,
  });
  const again = await s.post('/phone/freeTrial', TRIAL, boss);
  expect(again.body).toMatchObject({ code: 40009, message: FREE_TRIAL_MESSAGES.claimed.zh });
  expect(await money(boss)).toEqual({ ...before, orders: before.orders + 1 });

  // allocated like any purchase: one phone of the trial's spec, for 1 day
  await s.advance(61_000);
  await s.runJobs();
  const phones = await s.sql<any>('select spec_name, expiration_time from phones where order_no = $1', [no]);
  expect(phones).toHaveLength(1);
  expect(phones[0].spec_name).toBe('2核4G');
  const days = (new Date(phones[0].expiration_time).getTime() - Date.parse(TEST_NOW)) / 86_400_000;
  expect(days).toBeCloseTo(1, 2);
});

test('an enterprise that holds phones is not a new customer; staff may not take it; a price is refused', async () => {
  expect((await s.get('/phone/freeTrial', admin)).body.data).toMatchObject({
    available: 0,
    reason: FREE_TRIAL_MESSAGES.customer.zh,
    order_no: null,
  });
  const before = await money(admin);
  expect((await s.post('/phone/freeTrial', TRIAL, admin)).body).toMatchObject({
    code: 40009,
    message: FREE_TRIAL_MESSAGES.customer.zh,
  });
  const staff = await s.login('demostaff', 'staff');
  for (const r of [await s.get('/phone/freeTrial', staff), await s.post('/phone/freeTrial', TRIAL, staff)])
    expect(r.body).toMatchObject({ code: 40003, message: '仅老板账号可以领取免费试用' });
  const fresh = await registerEnterprise(s, '13912340882');
  for (const body of [{ ...TRIAL, pay_type: 'alipay' }, { ...TRIAL, expected_pay_fen: 100 }, {}]) {
    const r = await s.post('/phone/freeTrial', body, fresh);
    expect([body, [40001, 40009].includes(r.body.code)]).toEqual([body, true]);
  }
  expect((await s.get('/phone/freeTrial', fresh)).body.data.available).toBe(1);
  expect(await money(admin)).toEqual(before);
});

test('two tries at once (two attempts, two keys): one trial, the other refused', async () => {
  const boss = await registerEnterprise(s, '13912340883');
  const answers = await Promise.all([1, 2, 3].map(() => s.post('/phone/freeTrial', TRIAL, boss)));
  expect(answers.map((a) => a.body.code).sort()).toEqual([0, 40009, 40009]);
  expect((await money(boss)).orders).toBe(1);
});

test('English: the reasons and the names in the reader language', async () => {
  const r = await s.request('GET', '/phone/freeTrial', { token: admin, headers: { 'Accept-Language': 'en' } });
  expect(r.body.data).toMatchObject({ reason: FREE_TRIAL_MESSAGES.customer.en, duration_name: '1 day' });
  expect(r.body.data.spec_name).not.toMatch(/[\u4e00-\u9fff]/);
});

test('the ledger audit passes', async () => {
  const { checkLedger } = await import('../src/modules/billing/ledger-check');
  const report = await checkLedger((text, params) => s.sql(text, params));
  expect(report.failures).toEqual([]);
});

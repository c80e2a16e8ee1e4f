// Spec §9 "device allocation within 2 hours of purchase", with a provider that never allocates:
// a paid order is flagged (and the enterprise told) at 2 hours, and at 24 hours what was not
// delivered goes back to the balance with its ledger row; phones already delivered stay.
import { startServer, type TestServer } from './support/harness';

let s: TestServer;
const PAID = Date.parse('2030-01-15T04:00:00.000Z');
const H = 3600_000;

beforeAll(async () => {
  s = await startServer({ TEST_PROVIDER_STALLED: '1' });
  await s.runJobs();
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

/** An enterprise that paid `paidFen` by balance for `quantity` phones, none allocated yet. */
async function paidOrder(name: string, quantity: number, paidFen: number) {
  const [{ id }] = await s.sql<{ id: number }>(
    'insert into enterprises (name, invite_code, company_attestation, wallet_balance_fen) values ($1, $1, 1, 0) returning id',
    [name],
  );
  await s.sql(
    `insert into wallet_flows (enterprise_id, change_fen, balance_after_fen, kind, remark, order_no)
     values ($1, $2, $2, 'recharge', 'test', null), ($1, -$2, 0, 'purchase', 'test', $3)`,
    [id, paidFen, `${name}-order`],
  );
  const [{ oid }] = await s.sql<{ oid: number }>(
    `insert into orders (order_no, enterprise_id, type, goods_name, quantity, total_fen, paid_fen, pay_type, status, paid_at, expires_at, detail)
     values ($1, $2, 'phone_buy', '云手机 4核8G 1个月', $3, $4, $4, 'balance', 'buying', $5, $5, '{"spec":"4c8g","duration_unit":"month","duration":1}') returning id as oid`,
    [`${name}-order`, id, quantity, paidFen, new Date(PAID)],
  );
  return { id, orderId: oid, orderNo: `${name}-order` };
}

const order = async (id: number) =>
  (
    await s.sql<{ status: string; late: Date | null; refunded: number; reason: string | null }>(
      'select status, allocation_late_at as late, refunded_fen::int as refunded, refund_reason as reason from orders where id = $1',
      [id],
    )
  )[0];
const balance = async (eid: number) =>
  Number(
    (await s.sql<{ b: string }>('select wallet_balance_fen::text as b from enterprises where id = $1', [eid]))[0].b,
  );
const kinds = async (eid: number) =>
  (await s.sql<{ kind: string }>('select kind from notices where enterprise_id = $1 order by id', [eid])).map(
    (r) => r.kind,
  );
const at = async (ms: number) => {
  await s.setNow(new Date(ms).toISOString());
  await s.runJobs();
};

test('flagged at 2 hours, refunded at 24 hours (in full when nothing came, pro rata when part did)', async () => {
  const none = await paidOrder('allocnone', 2, 6000);
  const part = await paidOrder('allocpart', 2, 6000);
  await s.sql(
    "insert into phones (enterprise_id, phone_name, spec_name, expiration_time, order_no) values ($1, '云手机-001', '4核8G', $2, $3)",
    [part.id, new Date(PAID + 31 * 24 * H), part.orderNo],
  );

  await at(PAID + 2 * H - 1);
  expect((await order(none.orderId)).late).toBeNull();
  await at(PAID + 2 * H);
  await s.runJobs();
  expect(await order(none.orderId)).toMatchObject({ status: 'buying', late: new Date(PAID + 2 * H), refunded: 0 });
  expect(await kinds(none.id)).toEqual(['allocation_late']);

  await at(PAID + 24 * H - 1);
  expect((await order(none.orderId)).status).toBe('buying');
  expect(await balance(none.id)).toBe(0);

  await at(PAID + 24 * H);
  await s.runJobs(); // twice: refunded once
  expect(await order(none.orderId)).toMatchObject({ status: 'cancelled', refunded: 6000 });
  expect((await order(none.orderId)).reason).toContain('24 小时');
  expect(await balance(none.id)).toBe(6000);
  expect(await order(part.orderId)).toMatchObject({ status: 'paid', refunded: 3000 });
  expect(await balance(part.id)).toBe(3000);
  expect(await kinds(none.id)).toEqual(['allocation_late', 'allocation_refunded']);

  // the ledger explains every balance: the last row's balance_after is the balance
  for (const e of [none, part]) {
    const [last] = await s.sql<{ after: string; kind: string }>(
      'select balance_after_fen::text as after, kind from wallet_flows where enterprise_id = $1 order by id desc limit 1',
      [e.id],
    );
    expect(last).toEqual({ after: String(await balance(e.id)), kind: 'refund' });
  }
});

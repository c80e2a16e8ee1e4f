// The ledger audit behind `pnpm ledger:verify` (src/ledger-verify.ts) and the money suites: plain
// SQL through any `query` function (a pg pool, PGlite, or the test harness's IPC), so it runs
// against a live database without the app. It proves, for every enterprise and order:
// - balance = Σ wallet_flows.change_fen, no negative balance, the last ledger row's balance_after
//   is the balance and no ledger row ever went below zero;
// - every order's ledger rows net to what its state implies (recharge paid: +total once; paid by
//   balance: −paid + refunded; paid by a gateway: +refunded; unpaid/expired/cancelled: 0; paid
//   then cancelled before delivery: as paid, with refunded = paid), with
//   at most one debit/credit and at most one refund row, refunded ≤ paid: nothing credited twice;
// - every paid order is delivered or refunded: phone_buy allocated (its phones exist) or still
//   'buying'; phone_renew: each phone's expiry is at least paid_at + duration (expiries only
//   move later), or the order records a refund for what could not be renewed; cloud_number_buy:
//   its numbers exist; cloud_number_renew: each number's expiry is at least paid_at + months, or
//   refunded; gateway-paid orders have a succeeded payment;
// - a coupon is held by at most one paid order.
// Orders older than what the data model records (renewals whose detail lists no phones/numbers,
// phone purchases marked paid with neither allocated_at nor phones: the demo's rows) cannot be
// checked for delivery and are counted as `unverifiable`, not passed silently.

export type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface LedgerReport {
  enterprises: number;
  /** Σ |balance − Σ ledger| over every enterprise. */
  driftFen: number;
  paidOrders: number;
  refundedOrders: number;
  unverifiable: number;
  failures: string[];
}

const PAID = ['paid', 'buying'];
const DAY_MS = 24 * 3600 * 1000;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
// timestamps come as a Date (or as text from a driver that does not parse them)
const date = (v: unknown) => (v instanceof Date ? v : typeof v === 'string' ? new Date(v) : null);
/** A column of a raw row in a failure message: pg hands over text, numbers, booleans, Dates, parsed JSON or null. */
const text = (v: unknown): string =>
  v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : String(v);

/** from + months, calendar months in UTC clamped to the month's last day (as catalogue.ts / pricing.ts). */
function addMonths(from: Date, months: number): Date {
  const t = new Date(from.getTime());
  const day = t.getUTCDate();
  t.setUTCDate(1);
  t.setUTCMonth(t.getUTCMonth() + months);
  const last = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)).getUTCDate();
  t.setUTCDate(Math.min(day, last));
  return t;
}

export async function checkLedger(query: Query): Promise<LedgerReport> {
  const failures: string[] = [];
  const fail = (s: string) => failures.push(s);

  const ents = await query(`
    select e.id, e.name, e.wallet_balance_fen::text as balance,
      coalesce((select sum(f.change_fen) from wallet_flows f where f.enterprise_id = e.id), 0)::text as ledger,
      (select f.balance_after_fen::text from wallet_flows f where f.enterprise_id = e.id order by f.id desc limit 1) as last_after,
      (select min(f.balance_after_fen)::text from wallet_flows f where f.enterprise_id = e.id) as min_after
    from enterprises e order by e.id`);
  let driftFen = 0;
  for (const e of ents) {
    const [balance, ledger] = [num(e.balance), num(e.ledger)];
    const who = `enterprise ${text(e.id)} (${text(e.name)})`;
    if (balance !== ledger) fail(`${who}: balance ${balance} fen ≠ Σ ledger ${ledger} fen (drift ${balance - ledger})`);
    driftFen += Math.abs(balance - ledger);
    if (balance < 0) fail(`${who}: negative balance ${balance} fen`);
    if (e.last_after !== null && e.last_after !== undefined && num(e.last_after) !== balance) {
      fail(`${who}: last ledger row says balance ${num(e.last_after)} fen, the wallet holds ${balance} fen`);
    }
    if (e.min_after !== null && e.min_after !== undefined && num(e.min_after) < 0)
      fail(`${who}: a ledger row left the balance at ${num(e.min_after)} fen`);
  }

  const orders = await query(`
    select o.order_no, o.enterprise_id, o.type, o.status, o.pay_type, o.quantity, o.total_fen::text as total,
      o.paid_fen::text as paid, o.refunded_fen::text as refunded, o.refund_reason, o.paid_at, o.allocated_at, o.detail,
      coalesce((select sum(f.change_fen) from wallet_flows f where f.order_no = o.order_no), 0)::text as net,
      (select count(*) from wallet_flows f where f.order_no = o.order_no and f.kind = 'refund')::text as refunds,
      (select count(*) from wallet_flows f where f.order_no = o.order_no and f.kind <> 'refund')::text as moves,
      (select count(*) from phones p where p.order_no = o.order_no)::text as phones,
      (select count(*) from cloud_numbers n where n.order_no = o.order_no)::text as numbers,
      p.status as pay_status
    from orders o left join payments p on p.order_no = o.order_no order by o.id`);
  const renewed = await query(`
    select o.order_no, x.value as id, p.expiration_time as exp, p.purged_at
    from orders o cross join lateral jsonb_array_elements_text(
      case when jsonb_typeof(o.detail->'phone_ids') = 'array' then o.detail->'phone_ids' else '[]'::jsonb end) x(value)
    left join phones p on p.id::text = x.value and p.enterprise_id = o.enterprise_id
    where o.type = 'phone_renew' and o.status in ('paid', 'buying')
    union all
    select o.order_no, x.value as id, n.expiration_time as exp, null as purged_at
    from orders o cross join lateral jsonb_array_elements_text(
      case when jsonb_typeof(o.detail->'ids') = 'array' then o.detail->'ids' else '[]'::jsonb end) x(value)
    left join cloud_numbers n on n.id::text = x.value and n.enterprise_id = o.enterprise_id
    where o.type = 'cloud_number_renew' and o.status in ('paid', 'buying')`);
  const targets = new Map<string, { id: string; exp: Date | null }[]>();
  for (const r of renewed) {
    const list = targets.get(String(r.order_no)) ?? [];
    list.push({ id: String(r.id), exp: date(r.exp) });
    targets.set(String(r.order_no), list);
  }

  let paidOrders = 0;
  let refundedOrders = 0;
  let unverifiable = 0;
  for (const o of orders) {
    const no = `order ${text(o.order_no)} (${text(o.type)}, ${text(o.status)}, ${text(o.pay_type)})`;
    const [total, paid, refunded, net, refunds, moves] = [
      num(o.total),
      num(o.paid),
      num(o.refunded),
      num(o.net),
      num(o.refunds),
      num(o.moves),
    ];
    const isPaid = PAID.includes(String(o.status));
    // paid, then withdrawn before delivery (POST /order/cancel on a 'buying' order): everything paid went back
    const withdrawn = o.status === 'cancelled' && o.paid_at !== null && o.paid_at !== undefined && paid > 0;
    if (withdrawn && refunded !== paid) fail(`${no}: cancelled after payment, refunded ${refunded} of ${paid} fen`);
    if (!isPaid && !withdrawn) {
      if (net !== 0) fail(`${no}: not paid, yet its ledger rows net ${net} fen`);
      if (o.pay_status === 'succeeded') fail(`${no}: the gateway payment succeeded but the order is ${text(o.status)}`);
      continue;
    }
    paidOrders++;
    if (refunded > 0 || o.refund_reason) refundedOrders++;
    if (refunded < 0 || refunded > paid) fail(`${no}: refunded ${refunded} fen of ${paid} fen paid`);
    if (refunds !== (refunded > 0 ? 1 : 0)) fail(`${no}: ${refunds} refund ledger rows for refunded_fen ${refunded}`);
    if (o.type === 'recharge') {
      if (net !== total || moves !== 1) fail(`${no}: recharge of ${total} fen credited ${net} fen in ${moves} rows`);
    } else if (o.pay_type === 'balance') {
      if (net !== refunded - paid || moves !== (paid > 0 ? 1 : 0))
        fail(`${no}: paid ${paid} fen from the balance, refunded ${refunded}, ledger nets ${net} fen in ${moves} rows`);
    } else if (net !== refunded || moves !== 0) {
      fail(
        `${no}: paid through the gateway, refunded ${refunded}, yet the ledger nets ${net} fen in ${moves} debit/credit rows`,
      );
    }
    if (
      o.pay_type !== 'balance' &&
      o.pay_status !== null &&
      o.pay_status !== undefined &&
      o.pay_status !== 'succeeded'
    ) {
      fail(`${no}: paid, but its gateway payment is ${text(o.pay_status)}`);
    }
    const paidAt = date(o.paid_at);
    const detail = (o.detail ?? {}) as Record<string, unknown>;
    const accounted = refunded > 0 || !!o.refund_reason;
    switch (o.type) {
      case 'phone_buy':
        // 'paid' without allocated_at and without phones of the order: a row older than the
        // allocation job (the demo's), which recorded neither; the job always sets both
        if (o.status === 'paid' && o.allocated_at === null && num(o.phones) === 0) {
          unverifiable++;
          break;
        }
        if (o.status === 'paid' && (o.allocated_at === null || num(o.phones) < num(o.quantity)) && !accounted) {
          fail(
            `${no}: paid, not 'buying', but ${num(o.phones)}/${num(o.quantity)} phones exist (allocated_at ${String(o.allocated_at)})`,
          );
        }
        break;
      case 'cloud_number_buy':
        if (num(o.numbers) !== num(o.quantity) && !accounted)
          fail(`${no}: ${num(o.numbers)}/${num(o.quantity)} cloud numbers delivered`);
        break;
      case 'phone_renew':
      case 'cloud_number_renew': {
        const list = targets.get(String(o.order_no)) ?? [];
        if (!list.length || !paidAt) {
          unverifiable++;
          break;
        }
        const months = o.type === 'cloud_number_renew' ? num(detail.months) : null;
        const unit = detail.duration_unit === 'day' ? 'day' : 'month';
        const value = Number.isInteger(detail.duration) ? (detail.duration as number) : 1;
        const due =
          months !== null
            ? addMonths(paidAt, months)
            : unit === 'day'
              ? new Date(paidAt.getTime() + value * DAY_MS)
              : addMonths(paidAt, value);
        const short = list.filter((t) => !t.exp || t.exp.getTime() < due.getTime());
        if (short.length && !accounted) {
          fail(
            `${no}: ${short.length}/${list.length} renewed items expire before ${due.toISOString()} and nothing was refunded (${short.map((t) => t.id).join(', ')})`,
          );
        }
        break;
      }
      default:
        break;
    }
  }

  const coupons = await query(`
    select o.coupon_id, count(*)::text as n, string_agg(o.order_no, ', ') as nos from orders o
    where o.coupon_id is not null and o.status in ('paid', 'buying') group by o.coupon_id having count(*) > 1`);
  for (const c of coupons) fail(`coupon ${text(c.coupon_id)}: used by ${num(c.n)} paid orders (${text(c.nos)})`);

  return { enterprises: ents.length, driftFen, paidOrders, refundedOrders, unverifiable, failures };
}

export function ledgerSummary(r: LedgerReport): string {
  const delivered = r.failures.length ? 'checked' : 'all delivered or refunded';
  const extra = [
    r.refundedOrders ? `${r.refundedOrders} with a refund` : '',
    r.unverifiable ? `${r.unverifiable} legacy rows without delivery records, not checkable` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    `ledger: ${r.enterprises} enterprises, ${r.driftFen} fen drift, ${r.paidOrders} paid orders ${delivered}${extra ? ` (${extra})` : ''}` +
    (r.failures.length ? `, ${r.failures.length} failures` : '')
  );
}

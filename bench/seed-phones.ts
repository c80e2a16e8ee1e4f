// Seeds one large enterprise for the benchmark: N phones (default 100,000) spread over groups,
// sub-accounts and network cards (so /phone/list does its real joins), a few orders and an admin
// login. Set-based INSERT … SELECT generate_series: one statement per table, on PGlite or PostgreSQL.
//   tsx bench/seed-phones.ts --target <PGlite dir | postgres://…> [--phones 100000]
// Prints one JSON line: { enterpriseId, username, password, phones, seconds }.
import { createDatabase } from '../packages/server/src/db/client';
import { hashPassword } from '../packages/server/src/lib/crypto';

export const BENCH_USERNAME = 'bench_admin';
export const BENCH_PASSWORD = 'Bench123456';

const args = process.argv.slice(2);
const value = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const target = value('--target') ?? process.env.DATABASE_URL ?? process.env.DATA_DIR;
const phoneCount = Number(value('--phones') ?? 100_000);
if (!target)
  throw new Error('seed-phones: --target <PGlite dir | postgres://…> (or DATABASE_URL / DATA_DIR) is required');
if (!Number.isInteger(phoneCount) || phoneCount < 1)
  throw new Error('seed-phones: --phones must be a positive integer');

// Proportions of a large fleet: most phones valid for months, 2 % will expire within 3 days
// (what the expiring call returns), 1 % expired; 70 % on a sub-account, 60 % on a network card.
const GROUPS = 20;
const SUB_ACCOUNTS = Math.max(10, Math.round(phoneCount / 500));
const NETWORK_CARDS = Math.max(5, Math.round(phoneCount / 1000));
const ORDERS = 60;

const started = Date.now();
const database = await createDatabase(target);
const q = (text: string, params?: unknown[]) => database.query(text, params);
try {
  const [ent] = await q(
    `INSERT INTO enterprises (name, company_attestation, level_type, invite_code)
     VALUES ('压测企业（10万台）', 1, 1, $1) RETURNING id`,
    [`BENCH${Date.now().toString(36).toUpperCase()}`.slice(0, 16)],
  );
  const eid = Number(ent.id);
  await q(
    `INSERT INTO users (enterprise_id, username, phone, password_hash, name, level, member_role)
     VALUES ($1, $2, '19900000000', $3, '压测老板', 1, 'manager')`,
    [eid, BENCH_USERNAME, await hashPassword(BENCH_PASSWORD)],
  );
  await q(
    `INSERT INTO phone_groups (enterprise_id, name)
     SELECT $1, '分组-' || g FROM generate_series(1, ${GROUPS}) g`,
    [eid],
  );
  await q(
    `INSERT INTO network_cards (enterprise_id, name, ip, region, expiration_time)
     SELECT $1, '网卡-' || lpad(g::text, 4, '0'), '10.' || (g / 256) || '.' || (g % 256) || '.1',
            CASE WHEN g % 5 = 0 THEN '中国香港' ELSE '中国大陆' END, now() + interval '1 day' * (10 + g % 300)
     FROM generate_series(1, ${NETWORK_CARDS}) g`,
    [eid],
  );
  await q(
    `INSERT INTO sub_accounts (enterprise_id, name, expiration_time, network_card_id, remark)
     SELECT $1, '分身-' || lpad(g::text, 5, '0'), now() + interval '1 day' * (5 + g % 200), c.id, ''
     FROM generate_series(1, ${SUB_ACCOUNTS}) g
     LEFT JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn FROM network_cards WHERE enterprise_id = $1) c
       ON c.rn = g % ${NETWORK_CARDS} AND g % 2 = 0`,
    [eid],
  );
  await q(
    `INSERT INTO phones (enterprise_id, phone_name, is_domestic_name, spec_name, version, group_id, remark,
                         account_id, network_card_id, status, expiration_time, auto_renew, region, platform,
                         provider_instance_id, created_at)
     SELECT $1, '云手机-' || lpad(g::text, 6, '0'), '国内', CASE WHEN g % 3 = 0 THEN '高配' ELSE '标准' END,
            'Android 10', grp.id, CASE WHEN g % 50 = 0 THEN '重点账号' ELSE '' END, acc.id, card.id,
            CASE WHEN g % 97 = 0 THEN 'abnormal' ELSE 'normal' END,
            CASE WHEN g % 100 < 2 THEN now() + interval '1 hour' * (1 + g % 70)
                 WHEN g % 100 < 3 THEN now() - interval '1 hour' * (1 + g % 150)
                 ELSE now() + interval '1 day' * (4 + g % 360) END,
            g % 4 = 0, CASE WHEN g % 5 = 0 THEN 'hk' ELSE 'cn' END, 'android10', 'bench-' || g,
            now() - interval '1 minute' * g
     FROM generate_series(1, ${phoneCount}) g
     LEFT JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn FROM phone_groups WHERE enterprise_id = $1) grp
       ON grp.rn = g % ${GROUPS}
     LEFT JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn FROM sub_accounts WHERE enterprise_id = $1) acc
       ON acc.rn = g % ${SUB_ACCOUNTS} AND g % 10 < 7
     LEFT JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn FROM network_cards WHERE enterprise_id = $1) card
       ON card.rn = g % ${NETWORK_CARDS} AND g % 10 >= 4`,
    [eid],
  );
  await q(
    `INSERT INTO orders (order_no, enterprise_id, type, goods_name, quantity, total_fen, paid_fen, pay_type, status,
                         created_at, paid_at, expires_at)
     SELECT 'BENCH' || $1::int || '-' || lpad(g::text, 4, '0'), $1::int, 'phone_buy', '云手机', 1 + g % 5, 3000 * (1 + g % 5),
            3000 * (1 + g % 5), 'balance', 'paid', now() - interval '1 hour' * g, now() - interval '1 hour' * g,
            now() - interval '1 hour' * g + interval '30 minutes'
     FROM generate_series(1, ${ORDERS}) g`,
    [eid],
  );
  // fresh statistics and visibility map, as autovacuum would leave a long-lived table: the planner
  // plans on real numbers and the phone counters can be index-only scans
  await q('VACUUM ANALYZE');
  console.log(
    JSON.stringify({
      enterpriseId: eid,
      username: BENCH_USERNAME,
      password: BENCH_PASSWORD,
      phones: phoneCount,
      seconds: (Date.now() - started) / 1000,
    }),
  );
} finally {
  await database.close();
}

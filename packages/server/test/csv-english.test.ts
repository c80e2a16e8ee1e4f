// The English CSV exports hold no Chinese outside user data (issue 35): every export of the console
// (phones, sub-accounts, network cards, orders, wallet flows, members, departments, stores, the
// enterprise log) asked in English has English headers, and every Chinese piece of a cell is one of
// the enterprise's own names and remarks (taken from the database) — real HTTP.
import { parseCsv } from './support/csv';
import { startServer, type TestServer } from './support/harness';
import { CHINESE } from './support/texts';

let s: TestServer;
let admin: string;
let userData: string[];
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
  const [{ eid }] = await s.sql<{ eid: number }>(`select enterprise_id as eid from users where username = 'demoadmin'`);
  // what the customer wrote (or named): the only Chinese an English export may carry
  const rows = await s.sql<{ v: string }>(
    `select distinct v from (
       select name as v from enterprises where id = $1
       union all select e.name from enterprises e where e.invited_by_enterprise_id = $1
       union all select name from departments where enterprise_id = $1
       union all select name from users where enterprise_id = $1
       union all select username from users where enterprise_id = $1
       union all select phone_name from phones where enterprise_id = $1
       union all select remark from phones where enterprise_id = $1
       union all select name from phone_groups where enterprise_id = $1
       union all select name from sub_accounts where enterprise_id = $1
       union all select remark from sub_accounts where enterprise_id = $1
       union all select name from network_cards where enterprise_id = $1
       union all select name from stores where enterprise_id = $1
       union all select remark from stores where enterprise_id = $1
       union all select principal_name from stores where enterprise_id = $1
       union all select account from stores where enterprise_id = $1
       union all select name from store_tags where enterprise_id = $1
       union all select remark from ip_devices where enterprise_id = $1
       union all select jsonb_array_elements_text(tags) from ip_devices where enterprise_id = $1
       union all select name from invite_channels where enterprise_id = $1
     ) x where v ~ '[\u4e00-\u9fff]'`,
    [eid],
  );
  userData = rows.map((r) => r.v).sort((a, b) => b.length - a.length);
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

const EXPORTS = [
  '/phone/list/export',
  '/account/list/export',
  '/networkCard/list/export',
  '/order/list/export',
  '/walletFlow/list/export',
  '/member/list/export',
  '/department/list/export',
  '/store/list/export',
  '/enterpriseLog/list/export',
];

/** What is left of a cell once the customer's own words are taken out. */
const outsideUserData = (cell: string) => userData.reduce((rest, v) => rest.split(v).join(' '), cell);

test.each(EXPORTS)('%s in English: English headers, no Chinese outside user data', async (path) => {
  const r = await s.request('GET', path, { token: admin, headers: { 'Accept-Language': 'en' } });
  expect(r.status).toBe(200);
  const [header, ...rows] = parseCsv(r.text.replace(/^\uFEFF/, ''));
  expect(header.filter((h) => CHINESE.test(h))).toEqual([]);
  expect(rows.length).toBeGreaterThan(0);
  const chinese = rows.flatMap((row) =>
    row.flatMap((cell, i) => (CHINESE.test(outsideUserData(cell)) ? [`${header[i]}: ${cell}`] : [])),
  );
  expect(chinese).toEqual([]);
});

test('the check sees Chinese the server wrote: the zh export of the phones fails it', async () => {
  const r = await s.request('GET', '/phone/list/export', { token: admin, headers: { 'Accept-Language': 'zh-CN' } });
  const [header, ...rows] = parseCsv(r.text.replace(/^\uFEFF/, ''));
  expect(header.some((h) => CHINESE.test(h))).toBe(true);
  expect(rows.some((row) => row.some((cell) => CHINESE.test(outsideUserData(cell))))).toBe(true);
});

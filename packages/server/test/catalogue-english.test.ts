// What can be bought is named in both languages in the catalogue data (issue 35): the buy pages'
// options (regions, specs, durations, card and IP types, device platforms, cloud-number regions)
// answer in the request's language, and the names a phone, card or device keeps from its purchase
// (spec_name, region) read in the reader's language in the lists and the CSV exports — real HTTP.
import { parseCsv } from './support/csv';
import { qs } from './support/fixtures';
import { startServer, type TestServer } from './support/harness';
import { CHINESE } from './support/texts';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

const EN = { 'Accept-Language': 'en' };
const ZH = { 'Accept-Language': 'zh-CN' };

const get = async (path: string, headers: Record<string, string>) => {
  const r = await s.request('GET', path, { token: admin, headers });
  expect(r.body.code).toBe(0);
  return r.body.data;
};
const labels = (items: { label: string }[]) => items.map((i) => i.label);

test('the buy pages’ options answer in English with en and keep the spec’s Chinese with zh', async () => {
  const phone = await get('/phone/resource', EN);
  expect(labels(phone.regions)).toEqual(['Mainland China', 'Hong Kong, China']);
  expect(labels(phone.specs)).toEqual(['2-core 4 GB', '4-core 8 GB', '8-core 16 GB']);
  expect(labels(phone.durations).slice(0, 4)).toEqual(['1 day', '1 month', '2 months', '3 months']);
  const card = await get('/networkCard/resource', EN);
  expect(labels(card.types)).toEqual(['Dedicated', 'Shared']);
  const device = await get('/ipDevice/resource', EN);
  expect(labels(device.types)).toEqual(['Static residential', 'Data centre', 'Dynamic residential']);
  expect(labels(device.platforms)).toContain('General');
  const number = await get('/cloudNumber/resource', EN);
  expect(labels(number.regions)).toEqual(['Mainland China', 'Hong Kong, China']);
  for (const options of [phone, card, device, number])
    for (const key of ['regions', 'specs', 'durations', 'types', 'platforms'])
      for (const label of labels(options[key] ?? [])) expect(label).not.toMatch(CHINESE);

  const zh = await get('/phone/resource', ZH);
  expect(labels(zh.specs)).toEqual(['2核4G', '4核8G', '8核16G']);
  expect(labels(zh.durations).slice(0, 2)).toEqual(['1天', '1个月']);
  expect(labels((await get('/ipDevice/resource', ZH)).types)).toEqual(['静态住宅', '数据中心', '动态住宅']);
});

test('a phone’s spec and a card’s or platform device’s region read in the reader’s language, in lists and CSV', async () => {
  const phones = (await get(`/phone/list?${qs({ page: 1, limit: 100, filterStatus: 0 })}`, EN)).list;
  expect(phones.map((p: { spec_name: string }) => p.spec_name)).toContain('4-core 8 GB');
  for (const p of phones) expect(p.spec_name).not.toMatch(CHINESE);
  const zhPhones = (await get(`/phone/list?${qs({ page: 1, limit: 100, filterStatus: 0 })}`, ZH)).list;
  expect(zhPhones.map((p: { spec_name: string }) => p.spec_name)).toContain('4核8G');

  const cards = (await get(`/networkCard/list?${qs({ page: 1, limit: 100, filterStatus: 0 })}`, EN)).list;
  expect(new Set(cards.map((c: { region: string }) => c.region))).toEqual(
    new Set(['Mainland China', 'Hong Kong, China']),
  );
  const devices = (await get(`/ipDevice/list?${qs({ page: 1, limit: 100, view: 'all', kind: 'platform' })}`, EN)).list;
  expect(devices.length).toBeGreaterThan(0);
  for (const d of devices) expect(d.region).toMatch(/^(Mainland China|Hong Kong, China)$/);

  for (const [path, header] of [
    ['/phone/list/export', 'Specification'],
    ['/networkCard/list/export', 'Region'],
  ]) {
    const r = await s.request('GET', path, { token: admin, headers: EN });
    expect(r.status).toBe(200);
    const rows = parseCsv(r.text.replace(/^\uFEFF/, ''));
    const at = rows[0].indexOf(header);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows.slice(1)) expect(row[at]).not.toMatch(CHINESE);
  }
});

test('coupon names, the welcome gift and a card IP’s location read in English with en', async () => {
  const coupons = (await get(`/coupon/list?${qs({ page: 1, limit: 50 })}`, EN)).list as { name: string }[];
  expect(coupons.map((c) => c.name)).toContain('New customer: ¥10 off orders of ¥100 or more');
  for (const c of coupons) expect(c.name).not.toMatch(CHINESE);
  const zhCoupons = (await get(`/coupon/list?${qs({ page: 1, limit: 50 })}`, ZH)).list as { name: string }[];
  expect(zhCoupons.map((c) => c.name)).toContain('新人满100减10');

  const gifts = await get(`/inviteReward/gifts?${qs({ page: 1, limit: 20 })}`, EN);
  expect(gifts.rules[0].name).toBe('Welcome gift: ¥20 off orders of ¥100 or more');
  expect(gifts.list.length).toBeGreaterThan(0);
  for (const g of gifts.list) expect(g.coupon).toBe('Welcome gift: ¥20 off orders of ¥100 or more');
  expect((await get(`/inviteReward/gifts?${qs({ page: 1, limit: 20 })}`, ZH)).rules[0].name).toBe(
    '邀请新人礼 满100减20',
  );

  const where = await get(`/networkCard/ipGeolocation?${qs({ ip: '119.23.50.55' })}`, EN);
  expect(where.country).toBe('China');
  for (const v of Object.values(where)) expect(v).not.toMatch(CHINESE);
  expect((await get(`/networkCard/ipGeolocation?${qs({ ip: '119.23.50.55' })}`, ZH)).country).toBe('中国');
});

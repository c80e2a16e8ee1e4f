// Demo stores area (issue 15): tags, two more cross-border stores, credentials and cookies,
// IP device bindings, authorized employees, handover records and extraction records, so every
// store view and the tag page show rows. demoemployee (an ordinary employee) is authorized to
// 演示旗舰店, 演示拼多多店 and Shopee 新加坡店 and sees only those; the managers see all six.
//   recently opened      演示旗舰店, 演示拼多多店, Shopee 新加坡店
//   urgent renewal       Demo TikTok Shop (device expires in 2 days), Amazon US 精品店 (device expired)
//   awaiting credentials 演示拼多多店 (no cookie), 演示抖音二店 (nothing)
//   awaiting authorization Demo TikTok Shop, 演示抖音二店
//   awaiting device      演示拼多多店, 演示抖音二店
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ipDevices, storeExtractions, storeMembers, storeTags, storeTransfers, stores, users } from '../db/schema';
import { seal } from '../lib/secret-box';

const H = 3600 * 1000;
const D = 24 * H;

const cookies = (domain: string) =>
  seal(
    JSON.stringify([
      { name: 'session-id', value: 'demo-session', domain, path: '/', secure: true, httpOnly: true },
      { name: 'lc-main', value: 'zh_CN', domain, path: '/', secure: false, httpOnly: false },
    ]),
  );

export async function seedDemoStores(db: Db, enterpriseId: number, now: Date) {
  const at = (ms: number) => new Date(now.getTime() + ms);
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.enterpriseId, enterpriseId));
  const uid = (u: string) => people.find((p) => p.username === u)!.id;
  const [admin, staff, emp, kefu, tech] = ['demoadmin', 'demostaff', 'demoemployee', 'demokefu01', 'demotech01'].map(
    uid,
  );
  const devices = await db
    .select({ id: ipDevices.id, address: ipDevices.address })
    .from(ipDevices)
    .where(
      and(
        eq(ipDevices.enterpriseId, enterpriseId),
        inArray(ipDevices.address, ['203.0.113.10', '203.0.113.11', '198.51.100.12']),
      ),
    );
  const dev = (a: string) => devices.find((d) => d.address === a)!.id;

  const [main, crossBorder, fresh] = await db
    .insert(storeTags)
    .values([
      { enterpriseId, name: '主力', color: 'red', createdAt: at(-50 * D) },
      { enterpriseId, name: '跨境', color: 'blue', createdAt: at(-40 * D) },
      { enterpriseId, name: '新店', color: 'green', createdAt: at(-5 * D) },
      { enterpriseId, name: '待整改', color: 'orange', createdAt: at(-1 * D) },
    ])
    .returning({ id: storeTags.id });

  const existing = await db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(eq(stores.enterpriseId, enterpriseId));
  const sid = (n: string) => existing.find((s) => s.name === n)!.id;
  const flagship = sid('演示旗舰店');
  const pdd = sid('演示拼多多店');
  const tiktok = sid('Demo TikTok Shop');
  const second = sid('演示抖音二店');

  // (the flagship's IP device is the network demo's own proxy)
  await db
    .update(stores)
    .set({
      passwordEnc: seal('Flagship-2024'),
      cookiesEnc: cookies('.jinritemai.com'),
      cookieCount: 2,
      tagIds: [main.id],
    })
    .where(eq(stores.id, flagship));
  await db
    .update(stores)
    .set({ passwordEnc: seal('Pdd-2024'), cookieMode: 'account' })
    .where(eq(stores.id, pdd));
  await db
    .update(stores)
    .set({
      passwordEnc: seal('Tiktok-2024'),
      cookiesEnc: cookies('.tiktokglobalshop.com'),
      cookieCount: 2,
      cookieMode: 'cookie',
      ipDeviceId: dev('203.0.113.11'),
      tagIds: [crossBorder.id],
      uaType: 'custom',
      uaOs: 'windows',
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    })
    .where(eq(stores.id, tiktok));
  await db
    .update(stores)
    .set({ tagIds: [fresh.id] })
    .where(eq(stores.id, second));

  const [amazon, shopee] = await db
    .insert(stores)
    .values([
      {
        enterpriseId,
        name: 'Amazon US 精品店',
        platform: 'Amazon',
        site: 'US',
        account: 'demo_amazon_us',
        address: 'https://sellercentral.amazon.com',
        principalName: '客服小李',
        remark: '设备已过期，待续费',
        passwordEnc: seal('Amazon-2024'),
        cookiesEnc: cookies('.amazon.com'),
        cookieCount: 2,
        ipDeviceId: dev('198.51.100.12'),
        tagIds: [main.id, crossBorder.id],
        uaType: 'custom',
        uaOs: 'macos',
        userAgent:
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
        webgl: false,
        lastLoginUserId: kefu,
        lastLoginAt: at(-10 * D),
        createdAt: at(-20 * D),
      },
      {
        enterpriseId,
        name: 'Shopee 新加坡店',
        platform: 'Shopee',
        site: 'SG',
        account: 'demo_shopee_sg',
        address: 'https://seller.shopee.sg',
        principalName: '运营小王',
        passwordEnc: seal('Shopee-2024'),
        cookiesEnc: cookies('.shopee.sg'),
        cookieCount: 2,
        cookieMode: 'cookie',
        syncCookie: false,
        ipDeviceId: dev('203.0.113.10'),
        tagIds: [crossBorder.id],
        lastLoginUserId: emp,
        lastLoginAt: at(-3 * D),
        createdAt: at(-15 * D),
      },
    ])
    .returning({ id: stores.id, name: stores.name });

  await db.insert(storeMembers).values([
    { storeId: flagship, userId: emp, createdAt: at(-30 * D) },
    { storeId: flagship, userId: kefu, createdAt: at(-30 * D) },
    { storeId: pdd, userId: emp, createdAt: at(-30 * D) },
    { storeId: amazon.id, userId: kefu, createdAt: at(-20 * D) },
    { storeId: shopee.id, userId: emp, createdAt: at(-6 * D) },
  ]);

  await db.insert(storeTransfers).values([
    {
      enterpriseId,
      storeId: flagship,
      storeName: '演示旗舰店',
      fromUserId: tech,
      toUserId: kefu,
      operatorUserId: staff,
      createdAt: at(-12 * D),
    },
    {
      enterpriseId,
      storeId: shopee.id,
      storeName: shopee.name,
      fromUserId: kefu,
      toUserId: emp,
      operatorUserId: admin,
      createdAt: at(-6 * D),
    },
  ]);

  await db.insert(storeExtractions).values([
    {
      enterpriseId,
      storeId: amazon.id,
      link: 'https://pan.example.com/s/amazon-invoices',
      code: 'a8k2',
      remark: '三月发票',
      createdAt: at(-4 * D),
      updatedAt: at(-4 * D),
    },
    {
      enterpriseId,
      storeId: flagship,
      link: 'https://pan.example.com/s/flagship-assets',
      code: 'q7m1',
      status: 'extracted',
      createdAt: at(-9 * D),
      updatedAt: at(-8 * D),
    },
    {
      enterpriseId,
      storeId: shopee.id,
      link: 'http://share.example.com/shopee-report',
      code: 'z3x9',
      status: 'cancelled',
      remark: '链接已失效',
      createdAt: at(-7 * D),
      updatedAt: at(-6 * D),
    },
  ]);
}

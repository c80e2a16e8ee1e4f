// The demo enterprise: members, departments, sub-accounts, network cards, stores, coupons, phones.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  coupons,
  departments,
  enterprises,
  networkCards,
  phoneGroups,
  phones,
  phoneSyncRecords,
  phoneTasks,
  stores,
  subAccounts,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { text, zh } from '../lib/texts';

export const DEMO_PASSWORD = 'Demo123456';
/** The demo enterprise's invite code: unique, so it names the demo enterprise. */
export const DEMO_INVITE_CODE = 'DEMO2024';
const H = 3600 * 1000;
const D = 24 * H;

type PhoneSeed = typeof phones.$inferInsert;

/** Provider-side fields: every demo phone runs on the simulator except 云手机-012, which the
 *  provider does not know (so a cloud sync keeps reporting it abnormal); 云手机-010 is powered off. */
function withProvider(list: PhoneSeed[]): PhoneSeed[] {
  return list.map((p) => {
    const no = p.phoneName.slice(-3);
    return {
      region: 'cn',
      platform: p.version === 'Android 12' ? 'android12' : 'android10',
      providerInstanceId: no === '012' ? null : `sim-demo-${no}`,
      powerState: no === '010' ? 'stopped' : 'running',
      podProperty: no === '001' ? { resolution: '1280,720', dpi: 320 } : {},
      ...p,
    };
  });
}

export async function seedDemoEnterprise(db: Db, now: Date) {
  const at = (ms: number) => new Date(now.getTime() + ms);
  const [ent] = await db
    .insert(enterprises)
    .values({
      name: '演示科技有限公司',
      companyAttestation: 3,
      levelType: 4,
      inviteCode: DEMO_INVITE_CODE,
      createdAt: at(-90 * D),
    })
    .returning();
  const eid = ent.id;

  const [ops, cs, tech] = await db
    .insert(departments)
    .values([
      { enterpriseId: eid, name: '运营部' },
      { enterpriseId: eid, name: '客服部' },
      { enterpriseId: eid, name: '技术部' },
    ])
    .returning();

  const pwd = await hashPassword(DEMO_PASSWORD);
  const member = (username: string, phone: string, name: string, extra: Partial<typeof users.$inferInsert> = {}) => ({
    enterpriseId: eid,
    username,
    phone,
    name,
    passwordHash: pwd,
    level: 3,
    memberRole: 'employee',
    ...extra,
  });
  const [admin, staff, emp1, emp2] = await db
    .insert(users)
    .values([
      member('demoadmin', '13800000000', '演示老板', { level: 1, memberRole: 'manager' }),
      member('demostaff', '13800000001', '演示主管', {
        memberRole: 'manager',
        departmentId: ops.id,
        canSetLoginTime: true,
        canRenewDevice: true,
      }),
      member('demoemployee', '13800000002', '运营小王', { departmentId: ops.id }),
      member('demokefu01', '13800000003', '客服小李', { departmentId: cs.id }),
      member('demotech01', '13800000004', '技术小张', { departmentId: tech.id, canRenewDevice: true }),
      member('demonewbie', '13800000005', '新人小赵', { passwordHash: null }), // no department yet, SMS-only
      member('demoleaver', '13800000006', '离职小陈', { departmentId: cs.id, status: 'disabled' }),
    ])
    .returning();
  await db.update(departments).set({ managerUserId: staff.id }).where(eq(departments.enterpriseId, eid));

  const [g1, g2] = await db
    .insert(phoneGroups)
    .values([
      { enterpriseId: eid, name: '默认分组' },
      { enterpriseId: eid, name: '抖音店铺组' },
    ])
    .returning();

  // network cards in every list state: valid, will expire (≤3 days), expired, cancelled (>7 days expired)
  const card = await db
    .insert(networkCards)
    .values([
      { enterpriseId: eid, name: '网卡-上海-01', ip: '101.89.10.11', region: '中国大陆', expirationTime: at(30 * D) },
      { enterpriseId: eid, name: '网卡-广州-02', ip: '120.79.20.22', region: '中国大陆', expirationTime: at(45 * D) },
      { enterpriseId: eid, name: '网卡-香港-03', ip: '47.242.30.33', region: '中国香港', expirationTime: at(12 * D) },
      { enterpriseId: eid, name: '网卡-杭州-04', ip: null, region: '中国大陆', expirationTime: at(20 * D) },
      { enterpriseId: eid, name: '网卡-深圳-05', ip: '119.23.50.55', region: '中国大陆', expirationTime: at(-3 * D) },
      {
        enterpriseId: eid,
        name: '网卡-北京-06',
        ip: '39.106.60.66',
        region: '中国大陆',
        expirationTime: at(1 * D + 3 * H),
      },
      { enterpriseId: eid, name: '网卡-成都-07', ip: '47.108.70.77', region: '中国大陆', expirationTime: at(-10 * D) },
    ])
    .returning();

  // sub-accounts: valid, will expire, expired, cancelled (>7 days expired) and deleted
  const acc = await db
    .insert(subAccounts)
    .values([
      {
        enterpriseId: eid,
        name: '分身-A01',
        expirationTime: at(40 * D),
        networkCardId: card[0].id,
        remark: '主力分身',
      },
      { enterpriseId: eid, name: '分身-A02', expirationTime: at(25 * D), networkCardId: card[1].id },
      { enterpriseId: eid, name: '分身-A03', expirationTime: at(2 * D), networkCardId: card[2].id, remark: '即将到期' },
      { enterpriseId: eid, name: '分身-A04', expirationTime: at(60 * D) },
      { enterpriseId: eid, name: '分身-A05', expirationTime: at(-2 * D), status: 'expired', networkCardId: card[4].id },
      { enterpriseId: eid, name: '分身-A06', expirationTime: at(90 * D), networkCardId: card[1].id },
      { enterpriseId: eid, name: '分身-A07', expirationTime: at(10 * H), remark: '未绑定云手机' },
      { enterpriseId: eid, name: '分身-A08', expirationTime: at(-10 * D), status: 'expired', remark: '已注销' },
      { enterpriseId: eid, name: '分身-A09', expirationTime: at(30 * D), deletedAt: at(-2 * D), remark: '已删除' },
    ])
    .returning();

  await db.insert(stores).values([
    {
      enterpriseId: eid,
      name: '演示旗舰店',
      platform: '抖音',
      site: 'CN',
      account: 'demo_douyin',
      remark: '主力店铺',
      address: 'https://fxg.jinritemai.com',
      principalName: '演示主管',
      lastLoginUserId: staff.id,
      lastLoginAt: at(-2 * H),
      createdAt: at(-60 * D),
    },
    {
      enterpriseId: eid,
      name: '演示拼多多店',
      platform: '拼多多',
      site: 'CN',
      account: 'demo_pdd',
      address: 'https://mms.pinduoduo.com',
      principalName: '运营小王',
      lastLoginUserId: emp1.id,
      lastLoginAt: at(-1 * D),
      createdAt: at(-45 * D),
    },
    {
      enterpriseId: eid,
      name: 'Demo TikTok Shop',
      platform: 'TikTok Shop',
      site: 'SG',
      account: 'demo_tiktok',
      remark: '跨境',
      address: 'https://seller.tiktokglobalshop.com',
      principalName: '客服小李',
      createdAt: at(-30 * D),
    },
    {
      enterpriseId: eid,
      name: '演示抖音二店',
      platform: '抖音',
      site: 'CN',
      account: 'demo_douyin2',
      remark: '新开店铺',
      createdAt: at(-3 * D),
    },
  ]);

  await db.insert(coupons).values([
    {
      enterpriseId: eid,
      name: '新人满100减10',
      nameEn: 'New customer: ¥10 off orders of ¥100 or more',
      amountFen: 1000,
      minSpendFen: 10000,
      expiresAt: at(30 * D),
    },
    { enterpriseId: eid, name: '续费立减5元', nameEn: '¥5 off a renewal', amountFen: 500, expiresAt: at(15 * D) },
    {
      enterpriseId: eid,
      name: '已使用券',
      nameEn: 'Used coupon',
      amountFen: 800,
      expiresAt: at(15 * D),
      usedAt: at(-5 * D),
    },
  ]);

  // the model is what the cloud-phone simulator reports (providers/cloud-phone.ts)
  const base = { enterpriseId: eid, isDomesticName: 'Xiaomi 12 (simulator)', specName: '4核8G', version: 'Android 10' };
  const seeded = await db
    .insert(phones)
    .values(
      withProvider([
        {
          ...base,
          phoneName: '云手机-001',
          groupId: g1.id,
          accountId: acc[0].id,
          networkCardId: card[0].id,
          expirationTime: at(25 * D),
          autoRenew: true,
          remark: '主账号',
          assignedUserId: emp1.id,
        },
        {
          ...base,
          phoneName: '云手机-002',
          groupId: g2.id,
          accountId: acc[1].id,
          networkCardId: card[1].id,
          expirationTime: at(60 * D),
          specName: '8核16G',
          version: 'Android 12',
        },
        {
          ...base,
          phoneName: '云手机-003',
          groupId: g1.id,
          accountId: acc[2].id,
          networkCardId: card[2].id,
          expirationTime: at(2 * D + 5 * H),
          assignedUserId: emp1.id,
        },
        {
          ...base,
          phoneName: '云手机-004',
          groupId: g2.id,
          accountId: acc[3].id,
          networkCardId: card[0].id,
          expirationTime: at(1 * D + 2 * H),
        },
        {
          ...base,
          phoneName: '云手机-005',
          accountId: acc[5].id,
          networkCardId: card[1].id,
          expirationTime: at(5 * H),
          remark: '即将到期',
        },
        {
          ...base,
          phoneName: '云手机-006',
          accountId: acc[4].id,
          networkCardId: card[4].id,
          expirationTime: at(-1 * D),
        },
        {
          ...base,
          phoneName: '云手机-007',
          groupId: g1.id,
          accountId: acc[0].id,
          networkCardId: card[2].id,
          expirationTime: at(-3 * D),
        },
        {
          ...base,
          phoneName: '云手机-008',
          accountId: acc[1].id,
          networkCardId: card[1].id,
          expirationTime: at(-5 * D),
          isDomesticName: 'HUAWEI P40 (simulator)',
          region: 'hk',
        },
        {
          ...base,
          phoneName: '云手机-009',
          groupId: g1.id,
          networkCardId: card[3].id,
          expirationTime: at(40 * D),
          assignedUserId: emp2.id,
        },
        { ...base, phoneName: '云手机-010', accountId: acc[3].id, expirationTime: at(30 * D) },
        { ...base, phoneName: '云手机-011', expirationTime: at(15 * D), remark: '未绑定分身和网卡' },
        {
          ...base,
          phoneName: '云手机-012',
          accountId: acc[5].id,
          networkCardId: card[0].id,
          expirationTime: at(10 * D),
          status: 'abnormal',
          remark: '连接异常',
        },
        {
          ...base,
          phoneName: '云手机-013',
          accountId: acc[2].id,
          networkCardId: card[1].id,
          expirationTime: at(20 * D),
          deletedAt: at(-1 * D),
          remark: '回收站',
        },
        {
          ...base,
          phoneName: '云手机-014',
          expirationTime: at(-2 * D),
          deletedAt: at(-3 * D),
          remark: '回收站（已过期，不能恢复）',
        },
      ]),
    )
    .returning();
  const byName = (name: string) => seeded.find((p) => p.phoneName === name)!;

  // one earlier cloud synchronization and a few finished tasks, so those screens are not empty
  const syncDetail = text('sync.summary', { total: 12, normal: 11, abnormal: 1 });
  await db.insert(phoneSyncRecords).values({
    enterpriseId: eid,
    userId: admin.id,
    phoneIds: seeded.filter((p) => !p.deletedAt).map((p) => p.id),
    phoneCount: 12,
    result: 'partial',
    detail: zh(syncDetail),
    detailText: syncDetail,
    createdAt: at(-2 * H),
  });
  const task = (
    name: string,
    kind: string,
    payload: Record<string, unknown>,
    ok: boolean,
    result: string,
    ago: number,
  ) => ({
    enterpriseId: eid,
    phoneId: byName(name).id,
    userId: staff.id,
    kind,
    payload,
    status: ok ? 'success' : 'failed',
    result,
    createdAt: at(-ago),
    finishedAt: at(-ago + 2000),
  });
  await db
    .insert(phoneTasks)
    .values([
      task('云手机-001', 'action', { action: 'restart' }, true, '[simulator] restart sim-demo-001 done', 3 * H),
      task(
        '云手机-002',
        'execute',
        { command: 'getprop ro.build.version.release' },
        true,
        '[simulator] ran on sim-demo-002: getprop ro.build.version.release',
        2 * H,
      ),
      task('云手机-012', 'action', { action: 'restart' }, false, '云手机尚未分配实例', 1 * H),
    ]);

  return { enterpriseId: eid, adminId: admin.id, staffId: staff.id };
}

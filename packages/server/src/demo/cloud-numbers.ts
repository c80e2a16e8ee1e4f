// Demo cloud numbers in every view (willExpire, inUse, unsubscribing, noPhysical, unsubscribed),
// some bound to phones, some held by the employee, plus two transfer records. Numbers from the
// 170… (mainland virtual operator) and 852… (Hong Kong) ranges, like the purchase simulator's.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cloudNumbers, cloudNumberTransfers, phones, users } from '../db/schema';

const D = 24 * 3600 * 1000;

export async function seedDemoCloudNumbers(db: Db, enterpriseId: number, now: Date) {
  const at = (ms: number) => new Date(now.getTime() + ms);
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      and(
        eq(users.enterpriseId, enterpriseId),
        inArray(users.username, ['demoadmin', 'demostaff', 'demoemployee', 'demokefu01']),
      ),
    );
  const user = (username: string) => people.find((u) => u.username === username)!.id;
  const devices = await db
    .select({ id: phones.id, name: phones.phoneName })
    .from(phones)
    .where(and(eq(phones.enterpriseId, enterpriseId), inArray(phones.phoneName, ['云手机-001', '云手机-002'])));
  const phone = (name: string) => devices.find((p) => p.name === name)!.id;

  const cn = { enterpriseId, region: 'cn', monthlyFeeFen: 1000, orderNo: null, createdAt: at(-60 * D) };
  const hk = { ...cn, region: 'hk', monthlyFeeFen: 2000 };
  const rows = await db
    .insert(cloudNumbers)
    .values([
      {
        ...cn,
        number: '17012340001',
        physicalNumber: '13900000001',
        phoneId: phone('云手机-001'),
        assignedUserId: user('demoemployee'),
        expirationTime: at(25 * D),
      },
      {
        ...cn,
        number: '17012340002',
        physicalNumber: '13900000002',
        assignedUserId: user('demoadmin'),
        expirationTime: at(3 * D),
      },
      { ...cn, number: '17012340003', assignedUserId: user('demostaff'), autoRenew: false, expirationTime: at(5 * D) },
      {
        ...hk,
        number: '85251230004',
        physicalNumber: '85261230004',
        phoneId: phone('云手机-002'),
        assignedUserId: user('demoadmin'),
        autoRenew: false,
        expirationTime: at(60 * D),
      },
      { ...cn, number: '17012340005', assignedUserId: user('demoemployee'), expirationTime: at(90 * D) },
      {
        ...hk,
        number: '85251230006',
        assignedUserId: user('demokefu01'),
        autoRenew: false,
        expirationTime: at(10 * D),
      },
      {
        ...cn,
        number: '17012340007',
        physicalNumber: '13900000007',
        assignedUserId: user('demoadmin'),
        autoRenew: false,
        status: 'unsubscribed',
        expirationTime: at(-20 * D),
        unsubscribedAt: at(-10 * D),
      },
      {
        ...hk,
        number: '85251230008',
        assignedUserId: user('demoadmin'),
        autoRenew: false,
        status: 'unsubscribed',
        expirationTime: at(-40 * D),
        unsubscribedAt: at(-30 * D),
      },
    ])
    .returning();

  await db.insert(cloudNumberTransfers).values([
    {
      enterpriseId,
      cloudNumberId: rows[0].id,
      fromUserId: user('demoadmin'),
      toUserId: user('demoemployee'),
      operatorUserId: user('demoadmin'),
      createdAt: at(-20 * D),
    },
    {
      enterpriseId,
      cloudNumberId: rows[2].id,
      fromUserId: user('demoadmin'),
      toUserId: user('demostaff'),
      operatorUserId: user('demoadmin'),
      createdAt: at(-5 * D),
    },
  ]);
}

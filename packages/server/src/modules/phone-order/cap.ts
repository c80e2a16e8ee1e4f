// spec §6/§9: an enterprise without certification may hold at most 10 phones. Held = its
// visible phones (any member's view: not in the recycle bin, not cancelled) plus the phones of
// its purchase orders still being allocated or awaiting payment (they are reserved for it).
import { and, count, eq, gt, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterprises, orders, phones } from '../../db/schema';
import { CANCEL_AFTER_MS } from '../phone/filters';
import { UNCERTIFIED_CAP } from './catalogue';
import type { Localized } from '@console/contract/localized';

export const CAP_MESSAGE: Localized = {
  zh: '未完成企业认证最多可购买10台设备，请先完成企业认证',
  en: 'Without enterprise certification you can buy at most 10 devices. Complete enterprise certification first',
};

export interface Cap {
  certified: boolean;
  limit: number | null;
  held: number;
  remaining: number | null;
}

export const isCertified = (attestation: number) => attestation === 1 || attestation === 2;

export async function capOf(db: Db, enterpriseId: number, now: Date): Promise<Cap> {
  const [ent] = await db
    .select({ a: enterprises.companyAttestation })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  const pendingOrders = and(
    eq(orders.enterpriseId, enterpriseId),
    eq(orders.type, 'phone_buy'),
    or(eq(orders.status, 'buying'), and(eq(orders.status, 'awaiting_payment'), gt(orders.expiresAt, now))),
  );
  const pending = db.select({ no: orders.orderNo }).from(orders).where(pendingOrders);
  // one after the other: a purchase calls this inside its transaction (one connection, one query at a time)
  const [phoneRow] = await db
    .select({ n: count() })
    .from(phones)
    .where(
      and(
        eq(phones.enterpriseId, enterpriseId),
        isNull(phones.deletedAt),
        gt(phones.expirationTime, new Date(now.getTime() - CANCEL_AFTER_MS)),
        or(isNull(phones.orderNo), notInArray(phones.orderNo, pending)),
      ),
    );
  const [orderRow] = await db
    .select({ n: sql<string>`coalesce(sum(${orders.quantity}), 0)` })
    .from(orders)
    .where(pendingOrders);
  const held = Number(phoneRow?.n ?? 0) + Number(orderRow?.n ?? 0);
  const certified = isCertified(ent?.a ?? 3);
  return certified
    ? { certified, limit: null, held, remaining: null }
    : { certified, limit: UNCERTIFIED_CAP, held, remaining: Math.max(0, UNCERTIFIED_CAP - held) };
}

// What buying and renewing cloud phones sells (billing/sell.ts): the catalogue's price per phone,
// the multi-month discount; a purchase is held to the uncertified cap under the enterprise's row
// lock, a renewal is for phones the caller sees.
import { and, eq, inArray } from 'drizzle-orm';
import type { PhonePriceBody } from '@console/contract';
import { enterprises, phones } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import { text } from '../../lib/texts';
import type { SaleContext, Sellable } from '../billing/sell';
import { targetOfMany } from '../enterprise-log/write';
import { visiblePhones } from '../phone/filters';
import { PHONE_NOT_FOUND_MESSAGE } from '../phone/visible';
import { CAP_MESSAGE, capOf } from './cap';
import { specOfPhone, unitPrice } from './catalogue';
import './fulfilment'; // registers phone_buy / phone_renew with billing
import { buyQuery, renewQuery } from './input';

type Body = PhonePriceBody & { auto_renew?: 0 | 1 };

/** The enterprise's row lock, held to the end of the order's transaction (taking it again is a no-op). */
export async function lockEnterprise({ db, user }: Pick<SaleContext, 'db' | 'user'>): Promise<void> {
  await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.id, user.enterpriseId)).for('update');
}

/**
 * The uncertified cap for `quantity` more phones, under the enterprise's row lock: the lock makes
 * the check and the order one step (no two purchases past the cap).
 */
export async function holdCap({ db, user, now }: SaleContext, quantity: number): Promise<void> {
  await lockEnterprise({ db, user });
  const cap = await capOf(db, user.enterpriseId, now);
  if (cap.remaining !== null && quantity > cap.remaining) throw new AppError(Code.CONFLICT, CAP_MESSAGE);
}

export const PHONE_BUY: Sellable<Body> = {
  type: 'phone_buy',
  prefix: 'P',
  flowKind: 'purchase',
  log: { area: 'devices', action: 'phone.buy' },
  limit: (ctx, body) => holdCap(ctx, buyQuery(body).quantity),
  items(_ctx, body) {
    const q = buyQuery(body);
    const duration = { unit: q.duration.unit, value: q.duration.value };
    return {
      lines: Array<number>(q.quantity).fill(unitPrice(q.spec, q.duration)),
      discountBy: q.duration,
      goods: text('goods.phone_buy', { spec: q.spec.label.zh, ...duration }),
      remark: text('flow.phone_buy', { spec: q.spec.label.zh, ...duration, quantity: q.quantity }),
      detail: {
        spec: q.spec.value,
        spec_name: q.spec.label.zh,
        region: q.region,
        platform: q.platform,
        duration_unit: q.duration.unit,
        duration: q.duration.value,
        quantity: q.quantity,
        auto_renew: body.auto_renew === 1,
      },
      // codes, as the other purchases log them: the log reads the same in either language
      logName: `${q.spec.value} ×${q.quantity}`,
      logAfter: { spec: q.spec.value, quantity: q.quantity, duration: `${q.duration.value} ${q.duration.unit}` },
    };
  },
};

export const PHONE_RENEW: Sellable<Body> = {
  type: 'phone_renew',
  prefix: 'P',
  flowKind: 'renewal',
  log: { area: 'devices', action: 'phone.renew' },
  async items({ db, user, now }, body) {
    const q = renewQuery(body);
    const rows = await db
      .select({ id: phones.id, name: phones.phoneName, specName: phones.specName })
      .from(phones)
      .where(and(visiblePhones(user, now), inArray(phones.id, q.phoneIds)));
    if (rows.length !== q.phoneIds.length) throw new AppError(Code.NOT_FOUND, PHONE_NOT_FOUND_MESSAGE);
    const lines = rows.map((p) => {
      const spec = specOfPhone(p.specName);
      if (!spec)
        throw new AppError(Code.CONFLICT, {
          zh: `设备 ${p.name} 的规格（${p.specName || '未知'}）暂不支持续费`,
          en: `Device ${p.name} cannot be renewed yet: its spec (${p.specName || 'unknown'}) is not offered for renewal`,
        });
      return unitPrice(spec, q.duration);
    });
    return {
      lines,
      discountBy: q.duration,
      goods: text('goods.phone_renew', { unit: q.duration.unit, value: q.duration.value }),
      remark: text('flow.phone_renew', { count: q.phoneIds.length }),
      detail: { phone_ids: q.phoneIds, duration_unit: q.duration.unit, duration: q.duration.value },
      logTarget: targetOfMany('phone', rows),
      logAfter: { duration: `${q.duration.value} ${q.duration.unit}` },
    };
  },
};

/** A price request names phones for a renewal, else a purchase. */
export const phoneSale = (b: Body) => (b.phone_ids !== undefined ? PHONE_RENEW : PHONE_BUY);

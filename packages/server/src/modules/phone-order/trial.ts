// The free trial (website config freeAdpt: "新用户可免费试用云手机 1 天"): a new customer's boss
// takes one 1-day cloud phone at 0 fen, once per enterprise. It is a phone purchase like any other
// (order type phone_buy, so allocation, the uncertified cap, the order list and the enterprise log
// treat it as one) whose detail says trial: true; a 0 fen order moves no money and writes no
// wallet-flow row. New customer = the enterprise has never held a phone nor paid for one.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { FREE_TRIAL_MESSAGES, type FreeTrialBody, type FreeTrialRefusal } from '@console/contract';
import type { Db } from '../../db/client';
import { orders, phones } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import type { Lang } from '../../lib/lang';
import { text } from '../../lib/texts';
import type { Sellable } from '../billing/sell';
import { DURATIONS, PLATFORMS, REGIONS, SPECS, type Duration } from './catalogue';
import { holdCap, lockEnterprise } from './sales';

const TRIAL_DURATION: Duration = { unit: 'day', value: 1 };
/** What the trial gives: the smallest spec of the first region, on the first platform. */
const TRIAL = {
  spec: SPECS[0],
  region: REGIONS[0].value,
  platform: PLATFORMS[0].value,
  duration: DURATIONS.find((d) => d.unit === TRIAL_DURATION.unit && d.value === TRIAL_DURATION.value)!,
};

/** Why the enterprise may not take the trial, or null when it may. */
export async function trialRefusal(
  db: Db,
  enterpriseId: number,
): Promise<{ why: FreeTrialRefusal; orderNo: string | null } | null> {
  const [taken] = await db
    .select({ no: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.enterpriseId, enterpriseId), sql`${orders.detail}->>'trial' = 'true'`))
    .limit(1);
  if (taken) return { why: 'claimed', orderNo: taken.no };
  const [phone] = await db.select({ id: phones.id }).from(phones).where(eq(phones.enterpriseId, enterpriseId)).limit(1);
  const [paid] = await db
    .select({ no: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.enterpriseId, enterpriseId), eq(orders.type, 'phone_buy'), isNotNull(orders.paidAt)))
    .limit(1);
  return phone || paid ? { why: 'customer', orderNo: null } : null;
}

/** GET /phone/freeTrial: whether the trial is there to take, and what it gives. */
export async function trialState(db: Db, enterpriseId: number, lang: Lang) {
  const refusal = await trialRefusal(db, enterpriseId);
  return {
    available: refusal ? (0 as const) : (1 as const),
    reason: refusal ? FREE_TRIAL_MESSAGES[refusal.why][lang] : '',
    order_no: refusal?.orderNo ?? null,
    spec_name: TRIAL.spec.label[lang],
    duration_name: TRIAL.duration.label[lang],
  };
}

// no coupon_id in its body: there is nothing to pay
export const PHONE_TRIAL: Sellable<FreeTrialBody & { coupon_id?: undefined }> = {
  type: 'phone_buy',
  prefix: 'P',
  flowKind: 'purchase',
  log: { area: 'devices', action: 'phone.trial' },
  async limit(ctx) {
    // the enterprise's row lock first: two trials at once cannot both find none taken
    await lockEnterprise(ctx);
    const refusal = await trialRefusal(ctx.db, ctx.user.enterpriseId);
    if (refusal) throw new AppError(Code.CONFLICT, FREE_TRIAL_MESSAGES[refusal.why]);
    await holdCap(ctx, 1);
  },
  items() {
    const duration = { unit: TRIAL.duration.unit, value: TRIAL.duration.value };
    return {
      lines: [0],
      discountBy: null,
      goods: text('goods.phone_trial', { spec: TRIAL.spec.label.zh, ...duration }),
      remark: text('goods.phone_trial', { spec: TRIAL.spec.label.zh, ...duration }),
      detail: {
        trial: true,
        spec: TRIAL.spec.value,
        spec_name: TRIAL.spec.label.zh,
        region: TRIAL.region,
        platform: TRIAL.platform,
        duration_unit: duration.unit,
        duration: duration.value,
        quantity: 1,
        auto_renew: false,
      },
      logName: `${TRIAL.spec.value} ×1`,
      logAfter: { spec: TRIAL.spec.value, quantity: 1, duration: `${duration.value} ${duration.unit}` },
    };
  },
};

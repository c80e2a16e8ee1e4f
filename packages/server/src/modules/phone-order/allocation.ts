// Job: paid purchase orders ('buying') get their phones once the provider has allocated them.
// Each order is handled in its own transaction under its row lock, re-checked after the lock,
// and only instances not yet stored are inserted, so two instances running the job at once (or
// a job run twice) never create a phone twice. The service time starts at allocation.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterprises, orders, phones } from '../../db/schema';
import type { Clock } from '../../providers/clock';
import type { CloudPhoneProvider } from '../../providers/cloud-phone';
import type { Order } from '../billing/fulfilment';
import { addDuration, platformLabel, REGIONS, SPECS, specByValue, type Region } from './catalogue';
import { durationOf } from './fulfilment';

interface AllocationDeps {
  db: Db;
  clock: Clock;
  provider: CloudPhoneProvider;
}

/** What the order bought; orders placed before `detail` existed (demo data) fall back to their goods name. */
function bought(o: Order) {
  const d = o.detail;
  const spec = typeof d.spec === 'string' ? specByValue(d.spec) : SPECS.find((s) => o.goodsName.includes(s.label.zh));
  const region: Region = REGIONS.some((r) => r.value === d.region) ? (d.region as Region) : 'cn';
  const platform = typeof d.platform === 'string' ? d.platform : 'android10';
  return {
    specName: spec?.label.zh ?? '',
    region,
    platform,
    platformLabel: platformLabel(platform) ?? platform,
    duration: durationOf(d),
    autoRenew: d.auto_renew === true || d.auto_renew === 1,
  };
}

/** One pass over every 'buying' order; returns how many orders became fully allocated. */
export async function allocateBoughtPhones(deps: AllocationDeps): Promise<number> {
  const now = deps.clock.now();
  const buying = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.type, 'phone_buy'), eq(orders.status, 'buying'), isNotNull(orders.paidAt)));
  let completed = 0;
  const errors: unknown[] = [];
  for (const o of buying) {
    // one failing order (provider down for it, …) must not hold up the others
    try {
      if (await allocateOrder(deps, o, now)) completed++;
    } catch (err) {
      errors.push(err);
    }
  }
  if (errors.length) throw new AggregateError(errors, `phone allocation failed for ${errors.length} order(s)`);
  return completed;
}

async function allocateOrder({ db, provider }: AllocationDeps, o: Order, now: Date): Promise<boolean> {
  const b = bought(o);
  const ready = await provider.allocated(
    {
      orderNo: o.orderNo,
      count: o.quantity,
      specName: b.specName,
      region: b.region,
      platform: b.platformLabel,
      paidAt: o.paidAt!,
    },
    now,
  );
  if (ready.length === 0) return false;
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, o.id), eq(orders.status, 'buying')))
      .for('update');
    if (!locked) return false; // another instance finished it meanwhile
    // the enterprise row lock serialises phone numbering between orders of one enterprise
    await tx.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.id, o.enterpriseId)).for('update');
    const stored = await tx
      .select({ instanceId: phones.providerInstanceId })
      .from(phones)
      .where(eq(phones.orderNo, o.orderNo));
    const have = new Set(stored.map((p) => p.instanceId));
    const fresh = ready.filter((i) => !have.has(i.instanceId)).slice(0, o.quantity - stored.length);
    if (fresh.length) {
      const [{ last }] = await tx
        .select({
          last: sql<number>`coalesce(max(substring(${phones.phoneName} from '^云手机-([0-9]{1,9})$')::int), 0)`,
        })
        .from(phones)
        .where(eq(phones.enterpriseId, o.enterpriseId));
      const expiration = addDuration(now, b.duration);
      await tx.insert(phones).values(
        fresh.map((inst, i) => ({
          enterpriseId: o.enterpriseId,
          phoneName: `云手机-${String(Number(last) + i + 1).padStart(3, '0')}`,
          isDomesticName: inst.model,
          specName: b.specName,
          version: inst.version,
          region: b.region,
          platform: b.platform,
          providerInstanceId: inst.instanceId,
          orderNo: o.orderNo,
          expirationTime: expiration,
          autoRenew: b.autoRenew,
          createdAt: now,
        })),
      );
    }
    if (stored.length + fresh.length < o.quantity) return false;
    await tx.update(orders).set({ status: 'paid', allocatedAt: now }).where(eq(orders.id, o.id));
    return true;
  });
}

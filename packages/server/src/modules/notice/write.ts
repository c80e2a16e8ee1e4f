// Writing a notice: called by the jobs inside the transaction of the change it reports, so a
// notice (and its webhook delivery) exists exactly when its change does.
import type { Db } from '../../db/client';
import { and, eq } from 'drizzle-orm';
import { notices, webhookDeliveries, webhooks } from '../../db/schema';
import type { Text } from '../../lib/texts';

export type NoticeKind =
  | 'cloud_number_charged'
  | 'cloud_number_charge_failed'
  | 'cloud_number_unsubscribed'
  | 'phone_renew_failed'
  | 'phone_cancelled'
  | 'allocation_late'
  | 'allocation_refunded'
  | 'balance_short'
  | 'network_renew_failed'
  | 'account_renew_failed';

export interface NewNotice {
  enterpriseId: number;
  kind: NoticeKind;
  text: Text;
  resourceType: 'phone' | 'cloud_number' | 'order' | 'enterprise' | 'network_card' | 'ip_device' | 'sub_account';
  resourceId: number;
  at: Date;
}

/** Writes the notice and, when the enterprise has an enabled webhook, queues its delivery. */
export async function notify(tx: Db, n: NewNotice): Promise<void> {
  const [notice] = await tx
    .insert(notices)
    .values({
      enterpriseId: n.enterpriseId,
      kind: n.kind,
      text: n.text,
      resourceType: n.resourceType,
      resourceId: n.resourceId,
      createdAt: n.at,
    })
    .returning({ id: notices.id });
  const [hook] = await tx
    .select({ url: webhooks.url })
    .from(webhooks)
    .where(and(eq(webhooks.enterpriseId, n.enterpriseId), eq(webhooks.enabled, true)));
  if (hook)
    await tx.insert(webhookDeliveries).values({
      enterpriseId: n.enterpriseId,
      noticeId: notice.id,
      url: hook.url,
      nextAttemptAt: n.at,
      createdAt: n.at,
    });
}

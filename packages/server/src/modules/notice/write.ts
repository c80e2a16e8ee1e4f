// Writing a notice: called by the jobs inside the transaction of the change it reports, so a
// notice exists exactly when its change does.
import type { Db } from '../../db/client';
import { notices } from '../../db/schema';
import type { Text } from '../../lib/texts';

export type NoticeKind =
  | 'cloud_number_charged'
  | 'cloud_number_charge_failed'
  | 'cloud_number_unsubscribed'
  | 'phone_renew_failed'
  | 'phone_cancelled'
  | 'allocation_late'
  | 'allocation_refunded'
  | 'balance_short';

export interface NewNotice {
  enterpriseId: number;
  kind: NoticeKind;
  text: Text;
  resourceType: 'phone' | 'cloud_number' | 'order' | 'enterprise';
  resourceId: number;
  at: Date;
}

export async function notify(tx: Db, n: NewNotice): Promise<void> {
  await tx.insert(notices).values({
    enterpriseId: n.enterpriseId,
    kind: n.kind,
    text: n.text,
    resourceType: n.resourceType,
    resourceId: n.resourceId,
    createdAt: n.at,
  });
}

// The gateway's asynchronous payment notification (Alipay's notify_url): the only way a gateway
// order becomes paid. The signature is checked with the gateway's public key, the amount must be
// the payment's amount, and the notify_id is recorded, so a replayed notification gets the same
// answer and credits nothing twice. The payment simulator's confirm button delivers its signed
// notification here too (in-process), exactly as a real gateway's HTTP call arrives.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { PAID_TRADE_STATUSES, type PayChannel, type PaymentGateway } from '../../providers/payment';
import { confirmPaymentTx, type ConfirmResult } from './confirm';
import { findOrder } from './recharge';

export type NotifyOutcome =
  | { ok: true; orderNo: string; result: 'credited' | 'already_paid' }
  | { ok: false; status: 400 | 404 | 409; reason: string; orderNo?: string; result?: ConfirmResult };

const refuse = (
  status: 400 | 404 | 409,
  reason: string,
  extra: Partial<Extract<NotifyOutcome, { ok: false }>> = {},
): NotifyOutcome => ({ ok: false, status, reason, ...extra });

export async function handleNotification(
  db: Db,
  gateway: PaymentGateway,
  channel: PayChannel,
  fields: Record<string, string>,
  now: Date,
): Promise<NotifyOutcome> {
  if (!gateway.channels.includes(channel)) return refuse(404, `unknown channel ${channel}`);
  const check = gateway.verifyNotification(channel, fields);
  if (!check.ok) return refuse(400, check.reason);
  const n = check.notification;
  if (n.orderNo.length > 32 || n.notifyId.length > 64) return refuse(400, 'malformed notification');
  if (!PAID_TRADE_STATUSES.includes(n.tradeStatus))
    return refuse(400, `trade_status ${n.tradeStatus} is not a payment`);
  return db.transaction(async (tx) => {
    // the payment row lock orders concurrent deliveries of the same notification
    const [pay] = await tx.select().from(payments).where(eq(payments.orderNo, n.orderNo)).for('update');
    if (!pay) return refuse(404, `unknown order ${n.orderNo}`);
    const order = await findOrder(tx, n.orderNo);
    if (!order || order.payType !== channel)
      return refuse(400, `order ${n.orderNo} is not paid on ${channel}`, { orderNo: n.orderNo });
    if (pay.amountFen !== n.amountFen) {
      return refuse(400, `amount mismatch: notified ${n.amountFen} fen, payment is ${pay.amountFen} fen`, {
        orderNo: n.orderNo,
      });
    }
    // a notification already processed (same notify_id, or another one for a payment that succeeded): same answer, no change
    if (pay.notifyId !== null && pay.status === 'succeeded')
      return { ok: true, orderNo: n.orderNo, result: 'already_paid' };
    const result = await confirmPaymentTx(tx, n.orderNo, now);
    if (result === 'credited' || result === 'already_paid') {
      await tx.update(payments).set({ notifyId: n.notifyId }).where(eq(payments.id, pay.id));
      return { ok: true, orderNo: n.orderNo, result };
    }
    return refuse(
      409,
      result === 'expired'
        ? `order ${n.orderNo} expired before it was paid`
        : `order ${n.orderNo} is not payable (${result})`,
      { orderNo: n.orderNo, result },
    );
  });
}

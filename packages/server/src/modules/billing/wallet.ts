// The only way a wallet balance changes: one UPDATE … RETURNING plus its ledger row, and the
// caller runs both inside one transaction.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterprises, walletFlows } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import { moneyMayMove } from '../../lib/money-scope';
import { zh, type Text } from '../../lib/texts';

export type FlowKind = 'recharge' | 'purchase' | 'renewal' | 'refund' | 'reward';

export async function changeBalance(
  tx: Db,
  input: { enterpriseId: number; deltaFen: number; kind: FlowKind; orderNo?: string | null; remark?: Text; at: Date },
): Promise<number> {
  if (!Number.isSafeInteger(input.deltaFen) || input.deltaFen === 0)
    throw new Error('deltaFen must be a non-zero integer');
  moneyMayMove();
  const [row] = await tx
    .update(enterprises)
    .set({ walletBalanceFen: sql`${enterprises.walletBalanceFen} + ${input.deltaFen}` })
    .where(
      and(
        eq(enterprises.id, input.enterpriseId),
        // a debit only succeeds when the balance covers it (checked under the row lock)
        input.deltaFen < 0 ? gte(enterprises.walletBalanceFen, -input.deltaFen) : undefined,
      ),
    )
    .returning({ balance: enterprises.walletBalanceFen });
  if (!row) throw new AppError(Code.CONFLICT, { zh: '余额不足', en: 'Insufficient balance' });
  await tx.insert(walletFlows).values({
    enterpriseId: input.enterpriseId,
    changeFen: input.deltaFen,
    balanceAfterFen: row.balance,
    kind: input.kind,
    orderNo: input.orderNo ?? null,
    // the code is what readers see, in their language; the Chinese sentence is kept as a fallback
    remark: input.remark ? zh(input.remark).slice(0, 200) : '',
    remarkText: input.remark ?? null,
    createdAt: input.at,
  });
  return row.balance;
}

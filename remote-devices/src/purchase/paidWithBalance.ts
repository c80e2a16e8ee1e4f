// After a payment the server settled at once (balance, or a free order): the shell's balance and
// counters follow (shell services), and what this area showed about them is stale.
import { shellServices } from '@console/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { devicesKeys } from '../queryKeys';

export interface PaidOptions {
  /** The order changed the phones the sidebar counts (a phone bought or renewed). Default true. */
  phoneCounters?: boolean;
}

/** `stale`: the area's own keys the payment changed (the phone list, the renewed phones…). */
export function paidWithBalance(
  queryClient: QueryClient,
  stale: QueryKey[] = [],
  { phoneCounters = true }: PaidOptions = {},
): void {
  const shell = shellServices();
  if (phoneCounters) shell.countersChanged();
  void shell.refreshMember();
  // the buy options carry the balance
  for (const queryKey of [devicesKeys.buyOptions, ...stale]) void queryClient.invalidateQueries({ queryKey });
}

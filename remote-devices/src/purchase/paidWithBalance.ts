// After a payment the server settled at once (balance, or a free order): the shell's balance and
// counters follow (shell services), and what this area showed about them is stale.
import { shellServices } from '@console/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { devicesKeys } from '../queryKeys';

/** `stale`: the area's own keys the payment changed (the phone list, the renewed phones…). */
export function paidWithBalance(queryClient: QueryClient, stale: QueryKey[] = []): void {
  const shell = shellServices();
  shell.countersChanged();
  void shell.refreshMember();
  for (const queryKey of [devicesKeys.buyOptions, ...stale]) void queryClient.invalidateQueries({ queryKey });
}

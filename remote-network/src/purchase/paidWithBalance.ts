// After a payment the server settled at once (balance): the shell's balance follows (shell
// services), and what this area showed about it is stale.
import { shellServices } from '@console/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { networkKeys } from '../queryKeys';

export function paidWithBalance(queryClient: QueryClient, stale: QueryKey[]): void {
  void shellServices().refreshMember();
  // the buy options carry the balance
  for (const queryKey of [networkKeys.cardOptions, networkKeys.deviceOptions, ...stale])
    void queryClient.invalidateQueries({ queryKey });
}

/** Balance orders are paid already; gateway orders continue on the gateway's checkout page. */
export function afterPay(result: { url: string }, done: () => void): void {
  if (result.url) window.location.assign(result.url);
  else done();
}

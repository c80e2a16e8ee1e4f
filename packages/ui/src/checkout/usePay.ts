// Paying, once (issue 31). An attempt starts when the confirm step opens and has one
// Idempotency-Key: a double click, a second click after an unanswered try, and the request layer's
// own retries all send that key, so the server makes one order whatever arrives. A click while a
// try is in flight sends nothing (a ref, not React state, which a double click outruns). A gateway
// order continues on the gateway's page; a balance payment tells the shell (balance, counters) and
// makes the area's lists stale.
import { outcomeUnknown, shellServices, useAttemptKey } from '@console/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { checkoutKeys } from './usePrice';
import type { CheckoutDefinition, CheckoutValues, PayFields, PayResult } from './types';

export function usePay<V extends CheckoutValues, Q extends object>(
  def: CheckoutDefinition<V, Q>,
  /** A definite refusal: the confirm step closes, the form stays as it was. */
  onRefused: () => void,
) {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const key = useAttemptKey(attempt);
  const sending = useRef(false);
  const [result, setResult] = useState<PayResult>();

  const mutation = useMutation({
    mutationFn: (body: Q & PayFields & Record<string, unknown>) => def.pay(body, key),
    onSuccess: (res) => {
      if (res.url) return window.location.assign(res.url); // paid on the gateway's page
      const shell = shellServices();
      void shell.refreshMember();
      if (def.after.phoneCounters) shell.countersChanged();
      for (const queryKey of [...def.after.stale, checkoutKeys.all]) void queryClient.invalidateQueries({ queryKey });
      setResult(res);
    },
    // a definite refusal (price changed, balance short…) was shown by the request layer: the
    // next confirm is a new attempt; an unknown outcome keeps this one (and its key)
    onError: (e) => {
      if (!outcomeUnknown(e)) {
        setAttempt((a) => a + 1);
        onRefused();
      }
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
      for (const queryKey of def.after.stale) void queryClient.invalidateQueries({ queryKey });
    },
    onSettled: () => {
      sending.current = false;
    },
  });

  return {
    result,
    paying: mutation.isPending,
    /** The last try's outcome is unknown (network): say so, and let the same attempt be sent again. */
    unknown: mutation.isError && outcomeUnknown(mutation.error),
    pay(body: Q & PayFields & Record<string, unknown>) {
      if (sending.current) return;
      sending.current = true;
      mutation.mutate(body);
    },
    /** The user went back to the form: what they confirm next is a new attempt. */
    abandon() {
      if (sending.current) return;
      mutation.reset();
      setAttempt((a) => a + 1);
    },
  };
}

// GET /phone/resource: platforms, regions, specs with prices, durations, pay types, balance, cap.
import { useCallback, useEffect, useState } from 'react';
import { type BuyOptions, phoneOrders } from '../api/phoneOrders';

export function useBuyOptions(): { options?: BuyOptions; failed: boolean; reload: () => void } {
  const [options, setOptions] = useState<BuyOptions>();
  const [failed, setFailed] = useState(false);
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    let live = true;
    phoneOrders
      .resource()
      .then((o) => {
        if (!live) return;
        setOptions(o);
        setFailed(false);
      })
      .catch(() => live && setFailed(true)); // the request layer showed why
    return () => {
      live = false;
    };
  }, [nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { options, failed, reload };
}

// The renewal notice appears only once the phone counters have answered; anything shown below it
// before then would be pushed down by it (a layout shift on the first screen). So the page below
// the notice stays unseen (it still loads and renders) until the counters have answered, or
// NOTICE_HOLD_MS has passed, whichever comes first. The counters answer long before an area's
// first data, so nothing a person waits for is delayed.
import { useEffect, useState } from 'react';

export const NOTICE_HOLD_MS = 1000;

/** true while the page below the notice should stay unseen. */
export function useHoldBelowNotice(countersSettled: boolean): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (countersSettled) return;
    const timer = setTimeout(() => setTimedOut(true), NOTICE_HOLD_MS);
    return () => clearTimeout(timer);
  }, [countersSettled]);
  return !countersSettled && !timedOut;
}

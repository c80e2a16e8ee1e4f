// Phones paid for but not yet allocated (GET /phone/allocating). Polled every 5 s while any
// are pending; when the count drops, `onAllocated` reloads the list and counters so new
// phones appear without a manual reload.
import { useEffect, useRef, useState } from 'react';
import { phoneOps } from '../api/phoneOps';

export const ALLOCATING_POLL_MS = 5000;

export function useAllocating(onAllocated: () => void): number {
  const [count, setCount] = useState(0);
  const last = useRef(0);
  const callback = useRef(onAllocated);
  callback.current = onAllocated;

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      let n: number;
      try {
        n = (await phoneOps.allocating()).count;
      } catch {
        n = last.current; // a failed poll keeps what we knew and tries again
      }
      if (!live) return;
      if (n < last.current) callback.current();
      last.current = n;
      setCount(n);
      if (n > 0) timer = setTimeout(check, ALLOCATING_POLL_MS);
    };
    void check();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);

  return count;
}

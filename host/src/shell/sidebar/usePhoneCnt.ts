// Phone counters (GET /phone/cnt), refreshed on navigation within the device pages. Spec §8: a failure is
// logged to the console only, so the global error message is suppressed.
import { phoneApi, type PhoneCnt } from '@console/shared';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

export function usePhoneCnt(): PhoneCnt | undefined {
  const { pathname } = useLocation();
  // Fresh counts on every move within the device pages (a purchase, a deletion, a renewal all end
  // there); other areas can't change them, so switching to them doesn't load the counts again.
  const devicePath = /^\/phone(\/|$)/i.test(pathname) ? pathname : '';
  const [cnt, setCnt] = useState<PhoneCnt>();
  useEffect(() => {
    let live = true;
    phoneApi
      .cnt({ noGlobalError: true })
      .then((res) => {
        if (res.code !== 0) throw new Error(res.message);
        if (live) setCnt(res.data);
      })
      .catch((err: unknown) => console.error('phone count load failed', err));
    return () => {
      live = false;
    };
  }, [devicePath]);
  return cnt;
}

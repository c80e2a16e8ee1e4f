// Usable coupons that the server says apply to the order as it stands: each is priced with the
// order (POST /phone/totalPrice, coupon_applicable), so the browser never judges a coupon itself.
import { SUCCESS_CODES } from '@console/shared';
import { useEffect, useState } from 'react';
import { type Coupon, type PriceQuery, phoneOrders } from '../api/phoneOrders';
import { PRICE_DEBOUNCE_MS, priceKey } from './usePrice';

/** `base` is the order without a coupon; null = not complete yet (no coupon applies). */
export function useApplicableCoupons(base: PriceQuery | null, enabled: boolean): Coupon[] {
  const [coupons, setCoupons] = useState<Coupon[]>([]);
  const [applicable, setApplicable] = useState<Coupon[]>([]);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    phoneOrders
      .usableCoupons()
      .then((list) => live && setCoupons(list))
      .catch(() => {
        // shown by the request layer; the order simply goes without a coupon
      });
    return () => {
      live = false;
    };
  }, [enabled]);

  const key = priceKey(base);
  useEffect(() => {
    if (!key || coupons.length === 0) {
      setApplicable([]);
      return;
    }
    let live = true;
    const timer = setTimeout(async () => {
      const query = JSON.parse(key) as PriceQuery;
      const answers = await Promise.all(
        coupons.map((c) =>
          phoneOrders
            .totalPrice({ ...query, coupon_id: c.id }, { noGlobalError: true, noReport: true })
            .then((res) => SUCCESS_CODES.includes(res.code) && res.data.coupon_applicable)
            .catch(() => false),
        ),
      );
      if (live) setApplicable(coupons.filter((_, i) => answers[i]));
    }, PRICE_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, coupons]);

  return applicable;
}

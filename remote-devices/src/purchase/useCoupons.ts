// Usable coupons that the server says apply to the order as it stands: each is priced with the
// order (POST /phone/totalPrice, coupon_applicable), so the browser never judges a coupon itself.
import { SUCCESS_CODES } from '@console/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Coupon, type PriceQuery, phoneOrders } from '../api/phoneOrders';
import { devicesKeys } from '../queryKeys';
import { useDebounced } from './useDebounced';
import { PRICE_DEBOUNCE_MS, priceKey } from './usePrice';

const NONE: Coupon[] = [];

async function applicableTo(query: PriceQuery, coupons: Coupon[]): Promise<Coupon[]> {
  const answers = await Promise.all(
    coupons.map((c) =>
      phoneOrders
        .totalPrice({ ...query, coupon_id: c.id }, { noGlobalError: true, noReport: true })
        .then((res) => SUCCESS_CODES.includes(res.code) && res.data.coupon_applicable)
        .catch(() => false),
    ),
  );
  return coupons.filter((_, i) => answers[i]);
}

/** `base` is the order without a coupon; null = not complete yet (no coupon applies). */
export function useApplicableCoupons(base: PriceQuery | null, enabled: boolean): Coupon[] {
  // On failure the request layer has shown why; the order simply goes without a coupon.
  const usable = useQuery({ queryKey: devicesKeys.coupons, queryFn: () => phoneOrders.usableCoupons(), enabled });
  const coupons = usable.data ?? NONE;
  const key = useDebounced(priceKey(base), PRICE_DEBOUNCE_MS);
  const applicable = useQuery({
    queryKey: [...devicesKeys.coupons, 'applicable', key, coupons.map((c) => c.id)],
    queryFn: () => applicableTo(JSON.parse(key) as PriceQuery, coupons),
    enabled: enabled && key !== '' && coupons.length > 0,
    staleTime: 0,
    // while the changed order is priced, the coupons of the last answer stay chosen
    placeholderData: keepPreviousData,
  });
  return enabled && priceKey(base) !== '' ? (applicable.data ?? NONE) : NONE;
}

// The coupons that apply to the order as it stands: the enterprise's usable coupons (GET
// /coupon/list, for the members who may read it), each priced with the order by the server
// (coupon_applicable), so the browser never judges a coupon itself.
import type { Coupon } from '@console/contract';
import { couponApi, useCan } from '@console/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { askPrice, checkoutKeys, PRICE_DEBOUNCE_MS } from './usePrice';
import type { CheckoutDefinition, CheckoutValues } from './types';
import { useDebounced } from './useDebounced';

const NONE: Coupon[] = [];

/** `base`: the order without a coupon; null while incomplete (no coupon applies then). */
export function useApplicableCoupons<Q extends object>(
  def: Pick<CheckoutDefinition<CheckoutValues, Q>, 'id' | 'price' | 'coupons'>,
  base: Q | null,
): { coupons: Coupon[]; offered: boolean } {
  const can = useCan();
  const offered = def.coupons && can('GET /coupon/list');
  const usable = useQuery({ queryKey: checkoutKeys.coupons, queryFn: couponApi.usable, enabled: offered });
  const all = usable.data ?? NONE;
  const question = base ? JSON.stringify(base) : '';
  const settled = useDebounced(question, PRICE_DEBOUNCE_MS);
  const applicable = useQuery({
    queryKey: checkoutKeys.applicable(
      def.id,
      settled,
      all.map((c) => c.id),
    ),
    queryFn: async () => {
      const q = JSON.parse(settled) as Q;
      const fits = await Promise.all(
        all.map((c) =>
          askPrice(def, { ...q, coupon_id: c.id }).then(
            (p) => p.coupon_applicable,
            () => false,
          ),
        ),
      );
      return all.filter((_, i) => fits[i]);
    },
    enabled: offered && settled !== '' && all.length > 0,
    staleTime: 0,
    // while the changed order is priced, the coupons of the last answer stay offered
    placeholderData: keepPreviousData,
  });
  return { coupons: offered && question ? (applicable.data ?? NONE) : NONE, offered };
}

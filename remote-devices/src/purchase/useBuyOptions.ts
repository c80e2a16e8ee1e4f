// GET /phone/resource: platforms, regions, specs with prices, durations, pay types, balance, cap.
// The balance and the cap change with every payment, so a visit always revalidates.
import { useQuery } from '@tanstack/react-query';
import { type BuyOptions, phoneOrders } from '../api/phoneOrders';
import { devicesKeys } from '../queryKeys';

export function useBuyOptions(): { options?: BuyOptions; failed: boolean; reload: () => void } {
  const q = useQuery({ queryKey: devicesKeys.buyOptions, queryFn: () => phoneOrders.resource(), staleTime: 0 });
  // on failure the request layer showed why
  return { options: q.data, failed: q.isError, reload: () => void q.refetch() };
}

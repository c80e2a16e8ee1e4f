// The enterprise's coupons, as every checkout offers them (spec §7 GET /coupon/list; admins).
import type { Coupon, Page } from '@console/contract';
import { get } from '../request/http';

/** One page is plenty for a person choosing one. */
const USABLE = { status: 'usable', page: 1, limit: 100 };

export const couponApi = {
  usable: async (): Promise<Coupon[]> => (await get<Page<Coupon>>('/coupon/list', USABLE)).data?.list ?? [],
};

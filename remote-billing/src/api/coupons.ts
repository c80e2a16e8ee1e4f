// Coupon calls of this area (shapes: @console/contract). Admins only (the access table).
import type { Coupon, Page } from '@console/contract';
import { get } from '@console/shared';

export type { Coupon };
export type CouponStatus = Coupon['status'];
export interface CouponQuery {
  page: number;
  limit: number;
  status?: CouponStatus;
}

export const coupons = {
  /** GET /coupon/list — the enterprise's coupons, newest first; status usable / used / expired. */
  list: async (query: CouponQuery): Promise<Page<Coupon>> => (await get<Page<Coupon>>('/coupon/list', query)).data,
};

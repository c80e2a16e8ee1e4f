// Renewal management calls (shapes: @console/contract). Admins only (the access table).
import type { Page, RenewableItem, RenewalAutoRenewBody, RenewalForecast, RenewalListQuery } from '@console/contract';
import { get, post } from '@console/shared';

export type { RenewableItem, RenewalForecast, RenewalListQuery };
export interface RenewableKindOption {
  kind: string;
  label: string;
}

export const renewals = {
  /** GET /renewal/list — every renewable resource (each area's registered kinds), soonest expiry first. */
  list: async (query: RenewalListQuery): Promise<Page<RenewableItem>> =>
    (await get<Page<RenewableItem>>('/renewal/list', query)).data,
  kinds: async (): Promise<RenewableKindOption[]> => (await get<RenewableKindOption[]>('/renewal/kinds')).data,
  /** GET /renewal/forecast — auto-renewal charges of the next 7 / 30 days against the balance. */
  forecast: async (): Promise<RenewalForecast> => (await get<RenewalForecast>('/renewal/forecast')).data,
  /** POST /renewal/autoRenew — all or nothing, across kinds. */
  autoRenew: async (items: RenewalAutoRenewBody['items'], on: boolean): Promise<{ updated: number }> =>
    (await post<{ updated: number }>('/renewal/autoRenew', { items, auto_renew: on ? 1 : 0 })).data,
};

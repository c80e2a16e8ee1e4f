// Network card calls of this area: typed, thin, unwrapped to `data`
// (GET /networkCard/list and its CSV export, packages/server/README.md § List endpoints).
import { get } from '@console/shared';

/** Route type of the network card lists (spec §2): 0 all, 2 unexpired, 3 will expire (≤ 3 days), 1 expired. */
export type CardFilterStatus = 0 | 1 | 2 | 3;

export type CardStatus = 'normal' | 'will_expire' | 'expired';

/** A network card row of GET /networkCard/list. */
export interface NetworkCard {
  id: number;
  name: string;
  /** '' until an IP is assigned. */
  ip: string;
  /** 中国大陆 | 中国香港 */
  region: string;
  /** First bound cloud phone (lowest id); null when none is bound. */
  phone_id: number | null;
  /** '' when unbound. */
  phone_name: string;
  phone_count: number;
  status: CardStatus;
  /** ISO 8601. */
  expiration_time: string;
  remain_day: number;
  remain_hour: number;
  is_expired: number;
  created_at: string;
}

export interface CardListQuery {
  page: number;
  limit: number;
  filterStatus: CardFilterStatus;
  /** name, IP or region contains */
  keyword?: string;
}

export interface CardList {
  total: number;
  list: NetworkCard[];
}

export const networkCards = {
  /** GET /networkCard/list — page, limit, filterStatus (0/1/2/3), keyword. Not reported (like the other lists). */
  list: async (query: CardListQuery): Promise<CardList> =>
    (await get<CardList>('/networkCard/list', query, { noReport: true })).data,
};

/** Server-side CSV of every row matching the filters (ListPage downloads it with the P-Token). */
export const CARD_EXPORT_PATH = '/networkCard/list/export';

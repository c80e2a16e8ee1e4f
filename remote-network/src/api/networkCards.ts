// Network card calls of this area: typed, thin, unwrapped to `data`
// (GET /networkCard/list and its CSV export). The shapes are the API contract's (@console/contract).
import type { NetworkCardItem, NetworkCardListQuery, Page } from '@console/contract';
import { get } from '@console/shared';

/** Route type of the network card lists (spec §2): 0 all, 2 unexpired, 3 will expire (≤ 3 days), 1 expired. */
export type CardFilterStatus = NetworkCardListQuery['filterStatus'];
export type CardStatus = NetworkCard['status'];
/** A network card row of GET /networkCard/list. */
export type NetworkCard = NetworkCardItem;
export type CardListQuery = NetworkCardListQuery;
export type CardList = Page<NetworkCard>;

export const networkCards = {
  /** GET /networkCard/list — page, limit, filterStatus (0/1/2/3), keyword. Not reported (like the other lists). */
  list: async (query: CardListQuery): Promise<CardList> =>
    (await get<CardList>('/networkCard/list', query, { noReport: true })).data,
};

/** Server-side CSV of every row matching the filters (ListPage downloads it with the P-Token). */
export const CARD_EXPORT_PATH = '/networkCard/list/export';

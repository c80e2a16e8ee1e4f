// Cloud phone calls of this area: typed, thin, unwrapped to `data` (paths: docs/api-contract.md).
// phoneApi of @console/shared already holds the calls the shell needs; the area reuses them.
import { phoneApi, type PhoneCnt, type PhoneList, type PhoneListQuery } from '@console/shared';

export const phones = {
  /** GET /phone/cnt — { allCnt, willExpiredCnt, expiredCnt } */
  cnt: async (): Promise<PhoneCnt> => (await phoneApi.cnt()).data,
  /** GET /phone/list — page, limit, filterStatus (0/1/2/4/6), keyword (name or remark) */
  list: async (query: PhoneListQuery): Promise<PhoneList> => (await phoneApi.list(query)).data,
};

/** Server-side CSV of every row matching the filters (ListPage downloads it with the P-Token). */
export const PHONE_EXPORT_PATH = '/phone/list/export';

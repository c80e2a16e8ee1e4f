// Response and request shapes the shell reads, named as the console calls them. Every shape is
// the API contract's (@console/contract, the schemas the server validates with): type-only
// imports, so no schema code reaches a browser bundle.
import type {
  MemberCounters,
  PhoneCounters,
  PhoneFilters,
  PhoneList as PhoneListData,
  PhoneListQuery as PhoneListQueryData,
  Static,
} from '@console/contract';

export type {
  ApiResponse,
  CompanyAttestation,
  DashboardFailure,
  DashboardSummary,
  FreeTrialState,
  MemberInfo,
  NoticeItem,
  NoticeList,
  NoticeUnread,
  PayResult,
  Phone,
  RechargeBody,
  RechargeResult,
  TokenData,
  UserDetail,
  UserInfo,
} from '@console/contract';

export type MemberCnt = MemberCounters;
export type PhoneCnt = PhoneCounters;
/** 0 all, 1 will expire, 2 expired, 4 no sub-account bound, 6 no network card bound. */
export type PhoneFilterStatus = Static<typeof PhoneFilters.filterStatus>;
export type PhoneListQuery = PhoneListQueryData;
export type PhoneList = PhoneListData;

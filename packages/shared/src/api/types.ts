// Response shapes from docs/api-contract.md (spec §3).

/** Every handled outcome: HTTP 200 with this envelope. */
export interface ApiResponse<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** GET /user/getInfo — what the session keeps. */
export interface UserInfo {
  username: string;
  /** 1 when a login password is set, else 0. */
  pwd: number;
  name: string;
  avatar: string;
  role: string;
  level: number;
}

/** GET /user/info */
export interface UserDetail {
  id: number;
  username: string;
  name: string;
  phone: string;
  avatar: string;
  role: string;
  member_role: string;
  level: number;
  enterprise_id: number;
}

/** 1 certified, 2 certified (individual), 3 not certified, 4 failed, 5 under review. */
export type CompanyAttestation = 1 | 2 | 3 | 4 | 5;

/** GET /user/memberInfo — every Member-info field of spec §3. */
export interface MemberInfo {
  /** Wallet balance in yuan, 2 decimals, e.g. "1000.00"; null for members who may not see the wallet (employees without the renewal permission). */
  amount: string | null;
  amount_fen: number | null;
  company_attestation: CompanyAttestation;
  company_name: string;
  coupons_number: number;
  ip_number: number;
  is_bind_wc: 0 | 1;
  is_channel: 0 | 1;
  is_modify: 0 | 1;
  is_set_password: 0 | 1;
  /** 3 = staff, else admin. */
  level: number;
  /** 4 = invite reward enabled. */
  level_type: number;
  member_number: number;
  name: string;
  username: string;
  phone: string;
  invite_code: string;
  id: number;
  account_num: number;
  phone_num: number;
  network_cart_num: number;
}

export interface MemberCnt {
  allCnt: number;
  waitAllocateCnt: number;
}

export interface PhoneCnt {
  allCnt: number;
  willExpiredCnt: number;
  expiredCnt: number;
}

/** 0 all, 1 will expire, 2 expired, 4 no sub-account bound, 6 no network card bound. */
export type PhoneFilterStatus = 0 | 1 | 2 | 4 | 6;

export interface Phone {
  id: number;
  phone_name: string;
  is_domestic_name: string;
  spec_name: string;
  version: string;
  group_id: number | null;
  group_name: string | null;
  remark: string | null;
  account_id: number | null;
  account_name: string | null;
  network_card_id: number | null;
  network_card_name: string | null;
  status: 'normal' | 'abnormal';
  /** ISO string. */
  expiration_time: string;
  remain_day: number;
  remain_hour: number;
  is_expired: 0 | 1;
  auto_renew: 0 | 1;
  created_at: string;
}

export interface PhoneListQuery {
  page: number;
  limit: number;
  filterStatus: PhoneFilterStatus;
  keyword?: string;
}

export interface PhoneList {
  total: number;
  list: Phone[];
}

export interface RechargeBody {
  amount: number;
  /** 1 = Alipay, the only method offered in the recharge dialog. */
  pay_type: 1;
}

export interface RechargeResult {
  url: string;
  status: number;
  order_no: string;
}

export interface TokenData {
  token: string;
}

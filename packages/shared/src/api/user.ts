// /user calls of a signed-in member; request and response shapes are @console/contract's. Thin: no
// handling beyond the request layer's. The sign-in calls (login, register, SMS code) are ../signin's.
import { get, post } from '../request/http';
import type { RequestFlags } from '../request/flags';
import type {
  InviteCode,
  LoginBody,
  ProviderSiteBody,
  ProviderSiteResult,
  RegisterBody,
  SavePwdBody,
  SetLoginPasswordBody,
} from '@console/contract';
import type { MemberCnt, MemberInfo, UserDetail, UserInfo } from './types';

export type { LoginBody, RegisterBody, SavePwdBody };

export const userApi = {
  getInfo: (flags?: RequestFlags) => get<UserInfo>('/user/getInfo', undefined, flags),
  info: (params?: object, flags?: RequestFlags) => get<UserDetail>('/user/info', params, flags),
  memberInfo: (params?: object, flags?: RequestFlags) => get<MemberInfo>('/user/memberInfo', params, flags),
  memberCnt: (flags?: RequestFlags) => get<MemberCnt>('/user/memberCnt', undefined, flags),
  savePwd: (body: SavePwdBody, flags?: RequestFlags) => post<null>('/user/savePwd', body, flags),
  setLoginPassword: (body: SetLoginPasswordBody, flags?: RequestFlags) =>
    post<null>('/user/setLoginPassword', body, flags),
  inviteCode: (flags?: RequestFlags) => post<InviteCode>('/user/inviteCode', undefined, flags),
  logout: (flags?: RequestFlags) => post<null>('/user/logout', undefined, flags),
  /**
   * The boss's hand-off into the cloud-phone provider's management site (spec §7 POST /auth/zhanfu,
   * body passed through): its address with a one-time ticket (5 min), to open in a new tab.
   */
  providerSite: (body: ProviderSiteBody = {}, flags?: RequestFlags) =>
    post<ProviderSiteResult>('/auth/zhanfu', body, flags),
};

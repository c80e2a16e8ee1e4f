// /user, /sms calls (docs/api-contract.md). Thin: no handling beyond the request layer's.
import { get, post } from '../request/http';
import type { RequestFlags } from '../request/flags';
import type { LoginRole } from '../roles';
import type { MemberCnt, MemberInfo, TokenData, UserDetail, UserInfo } from './types';

export interface LoginBody {
  username?: string;
  password?: string;
  phone?: string;
  smsCode?: string;
  role: LoginRole;
}

export interface RegisterBody {
  phone: string;
  password: string;
  smsCode: string;
  /** Invite code. */
  code?: string;
}

export interface SavePwdBody {
  oldPassword?: string;
  newPassword: string;
  uid?: number;
}

export const userApi = {
  login: (body: LoginBody, flags?: RequestFlags) => post<TokenData>('/user/login', body, flags),
  register: (body: RegisterBody, flags?: RequestFlags) => post<TokenData>('/user/register', body, flags),
  sendSmsCode: (body: { phone: string; scene?: 'login' | 'register' }, flags?: RequestFlags) =>
    post<{ expiresIn: number; resendIn: number }>('/sms/code', body, flags),
  loginByCode: (code: string, flags?: RequestFlags) => post<TokenData>('/user/loginByCode', { code }, flags),
  getInfo: (flags?: RequestFlags) => get<UserInfo>('/user/getInfo', undefined, flags),
  info: (params?: object, flags?: RequestFlags) => get<UserDetail>('/user/info', params, flags),
  memberInfo: (params?: object, flags?: RequestFlags) => get<MemberInfo>('/user/memberInfo', params, flags),
  memberCnt: (flags?: RequestFlags) => get<MemberCnt>('/user/memberCnt', undefined, flags),
  savePwd: (body: SavePwdBody, flags?: RequestFlags) => post<null>('/user/savePwd', body, flags),
  setLoginPassword: (body: { password: string }, flags?: RequestFlags) =>
    post<null>('/user/setLoginPassword', body, flags),
  inviteCode: (flags?: RequestFlags) => post<{ invite_code: string }>('/user/inviteCode', undefined, flags),
  logout: (flags?: RequestFlags) => post<null>('/user/logout', undefined, flags),
};

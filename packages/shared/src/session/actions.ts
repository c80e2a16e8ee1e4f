// Session transitions of spec §4: login, login by code, get user info, logout, reset token.
import { userApi, type LoginBody } from '../api/user';
import type { ApiResponse, TokenData, UserInfo } from '../api/types';
import type { TerminalWaiting } from '@console/contract';
import { setToken } from './cookie';
import { getTerminalId } from './terminal';
import { resetToken } from './reset';
import { getState, patchState, subscribe, type UserState } from './store';

export const SHOW_SET_PWD_KEY = 'isShowSetPwd';
export const MISSING_INFO_MESSAGE = 'Verification failed, please Login again.';

function trimmed(v: string | undefined): string | undefined {
  return typeof v === 'string' ? v.trim() : v;
}

/** Login calls skip global handling: the page shows the server message from the rejection. */
function acceptToken(res: ApiResponse<TokenData>): string {
  if (res?.code !== 0 || !res.data?.token) throw new Error(res?.message || 'Login failed');
  setToken(res.data.token);
  patchState({ token: res.data.token });
  return res.data.token;
}

/** The server's answer to a staff login from a terminal that waits for approval (spec §6). */
export const TERMINAL_WAITING_CODE = 20201;

/** A login either holds a token now (undefined) or waits for a superior's approval of its terminal. */
export type LoginOutcome = { waiting: TerminalWaiting } | undefined;

function tokenOrWaiting(res: ApiResponse<TokenData | TerminalWaiting>, offerSetPwd = true): LoginOutcome {
  if (res?.code === TERMINAL_WAITING_CODE && res.data && 'ticket' in res.data) return { waiting: res.data };
  acceptToken(res as ApiResponse<TokenData>);
  if (!offerSetPwd) return undefined;
  try {
    localStorage.setItem(SHOW_SET_PWD_KEY, '1');
  } catch {
    // storage unavailable: only the set-password prompt is lost
  }
  return undefined;
}

async function login(c: LoginBody): Promise<LoginOutcome> {
  const body: LoginBody = { ...c, username: trimmed(c.username), phone: trimmed(c.phone) };
  if (body.username === undefined) delete body.username;
  if (body.phone === undefined) delete body.phone;
  if (body.terminal_code === undefined) delete body.terminal_code;
  const res = await userApi.login(body, { skipHandling: true });
  return tokenOrWaiting(res);
}

/** A waiting login asks again with its ticket: waiting still, or the token once approved (rejects when refused). */
async function terminalLogin(ticket: string): Promise<LoginOutcome> {
  return tokenOrWaiting(await userApi.terminalLogin(ticket, { skipHandling: true }));
}

/** A one-time code from a live session: a token, or (a new terminal that must be approved) waiting. */
async function loginByCode(code: string): Promise<LoginOutcome> {
  return tokenOrWaiting(await userApi.loginByCode(code, getTerminalId(), { skipHandling: true }), false);
}

async function getInfo(): Promise<UserInfo> {
  const res = await userApi.getInfo();
  const data = res?.data;
  if (!data) throw new Error(MISSING_INFO_MESSAGE);
  patchState({ name: data.username ?? data.name ?? '', avatar: data.avatar ?? '', pwd: data.pwd, userInfo: data });
  return data;
}

/** Best effort server revoke, then always clear locally; the caller navigates to /login. */
async function logout(): Promise<void> {
  try {
    await userApi.logout({ skipHandling: true });
  } catch {
    // offline or already invalid: clearing locally is what matters
  }
  resetToken();
}

export const session = {
  state: (): UserState => getState(),
  subscribe,
  login,
  terminalLogin,
  loginByCode,
  getInfo,
  logout,
  resetToken,
};

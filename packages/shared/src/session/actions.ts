// Session transitions of spec §4: login, login by code, get user info, logout, reset token. The
// sign-in calls themselves are ../signin's (the signed-out page uses them alone); here they also
// keep the session's state.
import { userApi, type LoginBody } from '../api/user';
import type { UserInfo } from '../api/types';
import { type LoginOutcome, signIn } from '../signin/calls';
import { getToken } from './cookie';
import { resetToken } from './reset';
import { getState, patchState, subscribe, type UserState } from './store';

export { SHOW_SET_PWD_KEY, TERMINAL_WAITING_CODE, type LoginOutcome } from '../signin/calls';
export const MISSING_INFO_MESSAGE = 'Verification failed, please Login again.';

/** A login that now holds a token puts it in the state too. */
async function keepToken(outcome: Promise<LoginOutcome>): Promise<LoginOutcome> {
  const o = await outcome;
  if (!o) patchState({ token: getToken() });
  return o;
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
  login: (c: LoginBody) => keepToken(signIn.login(c)),
  terminalLogin: (ticket: string) => keepToken(signIn.terminalLogin(ticket)),
  loginByCode: (code: string) => keepToken(signIn.loginByCode(code)),
  getInfo,
  logout,
  resetToken,
};

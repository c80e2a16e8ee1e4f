// The sign-in calls of spec §4 (login, login by code, a waiting terminal's ticket, register, the
// SMS code): the signed-out page calls them directly, the session (../session/actions) wraps them
// to keep its state. A login stores its token in the cookie and sets isShowSetPwd=1; any code but
// 0 (or 20201, a terminal waiting for approval) rejects with the server's message.
import type { LoginBody, RegisterBody, SmsCodeBody, SmsSent, TerminalWaiting } from '@console/contract';
import type { ApiResponse, TokenData } from '../api/types';
import { setToken } from '../session/cookie';
import { getTerminalId } from '../session/terminal';
import { postJson } from './post';

export const SHOW_SET_PWD_KEY = 'isShowSetPwd';

/** The server's answer to a staff login from a terminal that waits for approval (spec §6). */
export const TERMINAL_WAITING_CODE = 20201;

/** A login either holds a token now (undefined) or waits for a superior's approval of its terminal. */
export type LoginOutcome = { waiting: TerminalWaiting } | undefined;

function acceptToken(res: ApiResponse<TokenData>, fallback: string): void {
  if (res?.code !== 0 || !res.data?.token) throw new Error(res?.message || fallback);
  setToken(res.data.token);
}

function tokenOrWaiting(res: ApiResponse<TokenData | TerminalWaiting>, offerSetPwd = true): LoginOutcome {
  if (res?.code === TERMINAL_WAITING_CODE && res.data && 'ticket' in res.data) return { waiting: res.data };
  acceptToken(res as ApiResponse<TokenData>, 'Login failed');
  if (!offerSetPwd) return undefined;
  try {
    localStorage.setItem(SHOW_SET_PWD_KEY, '1');
  } catch {
    // storage unavailable: only the set-password prompt is lost
  }
  return undefined;
}

function trimmed(v: string | undefined): string | undefined {
  return typeof v === 'string' ? v.trim() : v;
}

/** Spec §5: username and phone are trimmed before sending; absent fields are not sent. */
function loginBody(c: LoginBody): LoginBody {
  const body: LoginBody = { ...c, username: trimmed(c.username), phone: trimmed(c.phone) };
  if (body.username === undefined) delete body.username;
  if (body.phone === undefined) delete body.phone;
  if (body.terminal_code === undefined) delete body.terminal_code;
  return body;
}

export const signIn = {
  async login(c: LoginBody): Promise<LoginOutcome> {
    return tokenOrWaiting(await postJson<TokenData | TerminalWaiting>('/user/login', loginBody(c)));
  },
  /** A waiting login asks again with its ticket: waiting still, or the token once approved (rejects when refused). */
  async terminalLogin(ticket: string): Promise<LoginOutcome> {
    return tokenOrWaiting(await postJson<TokenData | TerminalWaiting>('/user/terminalLogin', { ticket }));
  },
  /** A one-time code from a live session: a token, or (a new terminal that must be approved) waiting. */
  async loginByCode(code: string): Promise<LoginOutcome> {
    const res = await postJson<TokenData | TerminalWaiting>('/user/loginByCode', {
      code,
      terminal_code: getTerminalId(),
    });
    return tokenOrWaiting(res, false);
  },
  /** A new enterprise and its boss; signed in on success. */
  async register(body: RegisterBody, fallback: string): Promise<void> {
    acceptToken(await postJson<TokenData>('/user/register', body), fallback);
  },
  /** An SMS code for login or registration; rejects with the server's message (a cooldown, a bad number). */
  async sendSmsCode(body: SmsCodeBody, fallback: string): Promise<SmsSent> {
    const res = await postJson<SmsSent>('/sms/code', body);
    if (res.code !== 0) throw new Error(res.message || fallback);
    return res.data;
  },
};

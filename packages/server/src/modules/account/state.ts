// The sub-account state machine. Stored states: creating → initializing → running ⇄ powered_off,
// and closed (deleted rows leave every list). Expired is derived from the expiry time of a paid
// sub-account and hides the stored state until a renewal brings it back. Every operation names
// the action it performs; an action the state does not allow is refused with 40009 and a
// sentence saying why, before anything changes.
import { ACCOUNT_ACTIONS, type AccountAction, type AccountState } from '@console/contract';
import { ALLOWED_ACTIONS } from '@console/contract/accountStates';
import type { Localized } from '@console/contract/localized';
import { AppError, Code } from '../../lib/envelope';
import type { subAccounts } from '../../db/schema';

export type AccountRow = typeof subAccounts.$inferSelect;
export type StoredState = 'creating' | 'initializing' | 'running' | 'powered_off' | 'closed';

/** The stored state; rows from before the life cycle existed ('normal', 'expired') were running. */
export function storedState(a: Pick<AccountRow, 'status'>): StoredState {
  switch (a.status) {
    case 'creating':
    case 'initializing':
    case 'running':
    case 'powered_off':
    case 'closed':
      return a.status;
    default:
      return 'running';
  }
}

/** The state a person sees: closed wins, then expired (paid and past its expiry), then the stored one. */
export function stateOf(a: Pick<AccountRow, 'status' | 'paidAt' | 'expirationTime'>, now: Date): AccountState {
  const s = storedState(a);
  if (s === 'closed') return s;
  if (a.paidAt !== null && a.expirationTime.getTime() <= now.getTime()) return 'expired';
  return s;
}

/** Which actions each state allows: the contract's table (the console offers the same). */
export const ALLOWED = ALLOWED_ACTIONS;

export const REFUSAL: Record<AccountState, Localized> = {
  creating: { zh: '分身尚未初始化，请先初始化', en: 'The sub-account is not initialized yet; initialize it first' },
  initializing: { zh: '分身正在初始化，请稍后再试', en: 'The sub-account is initializing; try again later' },
  running: { zh: '分身运行中，请先关机', en: 'The sub-account is running; power it off first' },
  powered_off: { zh: '分身已关机，请先开机', en: 'The sub-account is powered off; power it on first' },
  expired: { zh: '分身已过期，请续费后再操作', en: 'The sub-account has expired; renew it first' },
  closed: { zh: '分身已注销，只能删除', en: 'The sub-account is closed; it can only be deleted' },
};

export const ACTION_LABEL: Record<AccountAction, Localized> = {
  configure: { zh: '配置环境', en: 'configure the environment' },
  initialize: { zh: '初始化', en: 'initialize' },
  powerOn: { zh: '开机', en: 'power on' },
  powerOff: { zh: '关机', en: 'power off' },
  restart: { zh: '重启', en: 'restart' },
  install: { zh: '安装软件', en: 'install software' },
  close: { zh: '注销', en: 'close' },
  delete: { zh: '删除', en: 'delete' },
};

export const can = (state: AccountState, action: AccountAction) => ALLOWED[state].includes(action);
export const actionsOf = (state: AccountState) => ACCOUNT_ACTIONS.filter((a) => can(state, a));

/** Why `action` is refused in `state` (null when allowed). */
export function refusal(state: AccountState, action: AccountAction): Localized | null {
  if (can(state, action)) return null;
  return {
    zh: `${REFUSAL[state].zh}（不能${ACTION_LABEL[action].zh}）`,
    en: `${REFUSAL[state].en} (cannot ${ACTION_LABEL[action].en})`,
  };
}

/**
 * `name：text` — a refusal naming the sub-account it is about (the name is user data, as typed;
 * English quotes it, so a name in another script reads as a name).
 */
export const about = (name: string, text: Localized): Localized => ({
  zh: `${name}：${text.zh}`,
  en: `"${name}": ${text.en}`,
});

/** Refuses the whole request when one of the sub-accounts cannot take the action now. */
export function requireAllowed(rows: AccountRow[], action: AccountAction, now: Date) {
  for (const a of rows) {
    const why = refusal(stateOf(a, now), action);
    if (why) throw new AppError(Code.CONFLICT, about(a.name, why));
  }
}

/** The stored state an action leads to. */
export function nextState(action: AccountAction, from: StoredState): StoredState {
  switch (action) {
    case 'initialize':
      return 'initializing';
    case 'powerOn':
    case 'restart':
      return 'running';
    case 'powerOff':
      return 'powered_off';
    case 'close':
      return 'closed';
    default:
      return from;
  }
}

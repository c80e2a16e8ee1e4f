// The sub-account state machine. Stored states: creating → initializing → running ⇄ powered_off,
// and closed (deleted rows leave every list). Expired is derived from the expiry time of a paid
// sub-account and hides the stored state until a renewal brings it back. Every operation names
// the action it performs; an action the state does not allow is refused with 40009 and a
// sentence saying why, before anything changes.
import { ACCOUNT_ACTIONS, type AccountAction, type AccountState } from '@console/contract';
import { ALLOWED_ACTIONS } from '@console/contract/accountStates';
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

const REFUSAL: Record<AccountState, string> = {
  creating: '分身尚未初始化，请先初始化',
  initializing: '分身正在初始化，请稍后再试',
  running: '分身运行中，请先关机',
  powered_off: '分身已关机，请先开机',
  expired: '分身已过期，请续费后再操作',
  closed: '分身已注销，只能删除',
};

export const ACTION_LABEL: Record<AccountAction, string> = {
  configure: '配置环境',
  initialize: '初始化',
  powerOn: '开机',
  powerOff: '关机',
  restart: '重启',
  install: '安装软件',
  close: '注销',
  delete: '删除',
};

export const can = (state: AccountState, action: AccountAction) => ALLOWED[state].includes(action);
export const actionsOf = (state: AccountState) => ACCOUNT_ACTIONS.filter((a) => can(state, a));

/** Why `action` is refused in `state` ('' when allowed). */
export function refusal(state: AccountState, action: AccountAction): string {
  if (can(state, action)) return '';
  return `${REFUSAL[state]}（不能${ACTION_LABEL[action]}）`;
}

/** Refuses the whole request when one of the sub-accounts cannot take the action now. */
export function requireAllowed(rows: AccountRow[], action: AccountAction, now: Date) {
  for (const a of rows) {
    const why = refusal(stateOf(a, now), action);
    if (why) throw new AppError(Code.CONFLICT, `${a.name}：${why}`);
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

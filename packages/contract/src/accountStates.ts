// The sub-account state machine as plain data (no TypeBox), so the server enforces it and a
// browser bundle offers exactly what it allows (`@console/contract/accountStates`).
//
// Stored: creating → initializing → running ⇄ powered_off, and closed. Derived at read time:
// expired (a paid sub-account past its expiry; renewal brings the stored state back).

export const ACCOUNT_STATES = ['creating', 'initializing', 'running', 'powered_off', 'expired', 'closed'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** What a caller can ask of a sub-account; each is legal only in some states. */
export const ACCOUNT_ACTIONS = [
  'configure',
  'initialize',
  'powerOn',
  'powerOff',
  'restart',
  'install',
  'close',
  'delete',
] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/** Which actions each state allows (the server's tests walk it cell by cell). */
export const ALLOWED_ACTIONS: Record<AccountState, readonly AccountAction[]> = {
  creating: ['configure', 'initialize', 'close', 'delete'],
  initializing: [],
  running: ['configure', 'initialize', 'powerOff', 'restart', 'install'],
  powered_off: ['configure', 'initialize', 'powerOn', 'close', 'delete'],
  expired: ['close', 'delete'],
  closed: ['delete'],
};

export const allowsAction = (state: AccountState, action: AccountAction) => ALLOWED_ACTIONS[state].includes(action);

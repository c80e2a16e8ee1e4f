// Display of the sub-account states (the contract's state machine) and what a row offers.
// Pure module: unit tested alone.
import { type AccountAction, type AccountState, allowsAction } from '@console/contract/accountStates';

export type { AccountAction, AccountState };

/** antd Tag colour of each state. */
export const STATE_COLOR: Record<AccountState, string> = {
  creating: 'default',
  initializing: 'processing',
  running: 'success',
  powered_off: 'warning',
  expired: 'error',
  closed: 'default',
};

const KNOWN = new Set<string>(Object.keys(STATE_COLOR));
export const isState = (s: string): s is AccountState => KNOWN.has(s);

/** Whether the row's state allows the action (unknown states allow nothing). */
export function rowAllows(row: { status: string; paid?: boolean }, action: AccountAction): boolean {
  if (!isState(row.status)) return false;
  // a sub-account that was never paid cannot be built yet (the server says why)
  if (action === 'initialize' && row.paid === false) return false;
  return allowsAction(row.status, action);
}

/** States whose live status is worth asking the provider about. */
export const LIVE_STATES: readonly AccountState[] = ['initializing', 'running', 'powered_off'];

/** The polling interval of the live status (quiet calls, spec §4). */
export const STATUS_POLL_MS = 10_000;

/** '1280,720' → '1280×720'; '0,0' → null (follow the current computer); '' → ''. */
export function resolutionLabel(id: string): string | null {
  if (!id) return '';
  if (id === '0,0') return null;
  return id.replace(',', '×');
}

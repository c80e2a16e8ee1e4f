// User state (spec §3) as a tiny external store: one instance via the federation singleton,
// readable outside React (request layer) and inside it (useSession).
import { useSyncExternalStore } from 'react';
import type { UserInfo } from '../api/types';
import { getToken } from './cookie';

export interface UserState {
  token?: string;
  userInfo?: UserInfo;
  name: string;
  avatar: string;
  pwd: number | string;
  register: boolean;
}

function emptyState(): UserState {
  return { token: getToken(), userInfo: undefined, name: '', avatar: '', pwd: '', register: false };
}

let state: UserState = emptyState();
const listeners = new Set<() => void>();

export function getState(): UserState {
  return state;
}

/** Replace fields immutably (useSyncExternalStore needs a new object per change). */
export function patchState(patch: Partial<UserState>): void {
  state = { ...state, ...patch };
  for (const fn of [...listeners]) fn();
}

/** Back to a signed-out state; the caller clears the cookie first. */
export function clearState(): void {
  state = { ...emptyState(), token: undefined };
  for (const fn of [...listeners]) fn();
}

export function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

export function useSession(): UserState {
  return useSyncExternalStore(subscribe, getState, getState);
}

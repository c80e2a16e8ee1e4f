// Work that should show the top progress bar besides router navigation (e.g. the guard loading
// the profile). A tiny counter store: start() returns the matching done().
import { useSyncExternalStore } from 'react';

let active = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const fn of [...listeners]) fn();
}

// Function properties, not methods: useSyncExternalStore and callers take them off the object.
export const progress = {
  start: (): (() => void) => {
    active += 1;
    emit();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      active = Math.max(0, active - 1);
      emit();
    };
  },
  active: (): number => active,
  subscribe: (fn: () => void): (() => void) => {
    listeners.add(fn);
    return () => {
      listeners.delete(fn);
    };
  },
};

export function useProgressActive(): boolean {
  return useSyncExternalStore(progress.subscribe, progress.active, progress.active) > 0;
}

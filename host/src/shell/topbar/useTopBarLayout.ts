// How much of the top bar fits: 'compact' below 992 px (spec §2's mobile width), 'medium' where
// the help links would push the bar past the window, 'full' otherwise.
import { useSyncExternalStore } from 'react';

export type TopBarLayout = 'compact' | 'medium' | 'full';

export const MOBILE_WIDTH = 992;
/** Measured: the full bar in English beside the open sidebar needs about this much. */
export const FULL_WIDTH = 1400;

export function layoutFor(width: number): TopBarLayout {
  if (width < MOBILE_WIDTH) return 'compact';
  return width < FULL_WIDTH ? 'medium' : 'full';
}

function subscribe(fn: () => void): () => void {
  window.addEventListener('resize', fn);
  return () => window.removeEventListener('resize', fn);
}

export function useTopBarLayout(): TopBarLayout {
  return useSyncExternalStore(subscribe, () => layoutFor(window.innerWidth));
}

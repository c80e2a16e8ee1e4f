// Whether the area is the one shown. The host keeps a visited area mounted and live for a while
// after showing another (lifecycles.tsx): what polls or re-renders on its own (status polls,
// countdowns) asks this and pauses while hidden, so a hidden area costs nothing, most of all not a
// table re-render in the middle of the navigation back to it. Standalone (no host): always shown.
import { createContext, useContext } from 'react';

export const AreaActiveContext = createContext(true);

/** false while the host shows another area; use it as a query's `subscribed` to pause a poll. */
export function useAreaActive(): boolean {
  return useContext(AreaActiveContext);
}

// The first-visit dialogs (new-user guide, renewal reminder, certification notice; spec §2/§4) take turns: never
// more than one modal at a time. Each dialog asks for its turn when its own rule says it should
// show (after its list loaded, after 1 s); the queue opens the waiting dialog of highest priority
// whenever none is open, and the next one when it closes. A route change closes the open one: a
// dialog about the page the user left must not sit over the next page.
import { useLocation } from 'react-router';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';

/** Fixed priority, first to last. */
export const FIRST_VISIT_DIALOGS = ['guide', 'renew', 'auth'] as const;
export type FirstVisitDialog = (typeof FIRST_VISIT_DIALOGS)[number];

export interface DialogQueue {
  /** The dialog wants to show; it opens when it is its turn. */
  request: (name: FirstVisitDialog) => void;
  /** The dialog closed (or no longer wants to show): the next waiting one opens. */
  done: (name: FirstVisitDialog) => void;
  /** The route is now `path`: on a change the open dialog closes (done); waiting ones keep their turn. */
  navigated: (path: string) => void;
  /** The dialog open now, if any. */
  current: () => FirstVisitDialog | undefined;
  subscribe: (fn: () => void) => () => void;
}

export function createDialogQueue(): DialogQueue {
  const waiting = new Set<FirstVisitDialog>();
  let open: FirstVisitDialog | undefined;
  let path: string | undefined;
  const listeners = new Set<() => void>();
  const advance = () => {
    if (!open) open = FIRST_VISIT_DIALOGS.find((d) => waiting.has(d));
    if (open) waiting.delete(open);
    for (const fn of listeners) fn();
  };
  return {
    request: (name) => {
      if (open === name || waiting.has(name)) return;
      waiting.add(name);
      advance();
    },
    done: (name) => {
      waiting.delete(name);
      if (open === name) open = undefined;
      advance();
    },
    navigated: (next) => {
      const left = path !== undefined && next !== path;
      path = next;
      if (left && open) {
        open = undefined;
        advance();
      }
    },
    current: () => open,
    subscribe: (fn) => {
      listeners.add(fn);
      return () => {
        listeners.delete(fn);
      };
    },
  };
}

const QueueContext = createContext<DialogQueue | undefined>(undefined);

/** One queue per shell. */
export function FirstVisitQueue({ children }: { children: ReactNode }) {
  const [queue] = useState(createDialogQueue);
  const { pathname } = useLocation();
  useEffect(() => queue.navigated(pathname), [queue, pathname]);
  return <QueueContext.Provider value={queue}>{children}</QueueContext.Provider>;
}

/**
 * A first-visit dialog's turn: `wanted` says its own rule wants it shown; `open` says it is its
 * turn now; `close()` hands the turn on.
 */
export function useDialogTurn(name: FirstVisitDialog, wanted: boolean): { open: boolean; close: () => void } {
  const queue = useContext(QueueContext);
  if (!queue) throw new Error('useDialogTurn: render the dialog inside <FirstVisitQueue>');
  const current = useSyncExternalStore(queue.subscribe, queue.current, queue.current);
  useEffect(() => {
    if (wanted) queue.request(name);
    else queue.done(name);
  }, [queue, name, wanted]);
  // a dialog leaving the shell (logout) must not hold the turn
  useEffect(() => () => queue.done(name), [queue, name]);
  const close = useCallback(() => queue.done(name), [queue, name]);
  return { open: current === name, close };
}

// Sidebar/device state with its I/O: the sidebarStatus cookie and the window width (spec §4).
import Cookies from 'js-cookie';
import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { useLocation } from 'react-router';
import {
  SIDEBAR_COOKIE,
  appReducer,
  cookieFor,
  initialAppState,
  onResize,
  type AppAction,
  type AppState,
} from './state';

type Event = AppAction | { type: 'resize'; width: number };

function reduce(state: AppState, e: Event): AppState {
  return e.type === 'resize' ? onResize(state, e.width) : appReducer(state, e);
}

export function useAppState() {
  const [state, dispatch] = useReducer(reduce, undefined, () =>
    initialAppState(Cookies.get(SIDEBAR_COOKIE), window.innerWidth),
  );

  // Persist the choice made on a desktop; the automatic close on a phone is not a preference.
  const savedOpened = useRef(state.sidebar.opened);
  useEffect(() => {
    const { opened } = state.sidebar;
    if (opened === savedOpened.current) return;
    savedOpened.current = opened;
    if (state.device === 'desktop') Cookies.set(SIDEBAR_COOKIE, cookieFor(opened), { path: '/' });
  }, [state.sidebar, state.device]);

  useEffect(() => {
    const onResizeEvent = () => dispatch({ type: 'resize', width: window.innerWidth });
    window.addEventListener('resize', onResizeEvent);
    return () => window.removeEventListener('resize', onResizeEvent);
  }, []);

  const toggleSidebar = useCallback(() => dispatch({ type: 'toggleSidebar' }), []);
  const closeSidebar = useCallback(
    (withoutAnimation = false) => dispatch({ type: 'closeSidebar', withoutAnimation }),
    [],
  );
  return { state, toggleSidebar, closeSidebar };
}

/**
 * On a phone the menu is an overlay: closed after navigating. Its own component, so that only it
 * (not the whole shell) re-renders on every navigation.
 */
export function CloseMenuOnNavigate({ open, close }: { open: boolean; close: (withoutAnimation?: boolean) => void }) {
  const { pathname } = useLocation();
  const closeIfOpen = useEffectEvent(() => {
    if (open) close(false);
  });
  useEffect(() => {
    closeIfOpen();
  }, [pathname]);
  return null;
}

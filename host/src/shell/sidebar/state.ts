// App state of spec §3/§4 (sidebar opened/withoutAnimation, device). Pure: the hook in
// useAppState.ts does the cookie and window I/O.
export const SIDEBAR_COOKIE = 'sidebarStatus';
/** Below this width the device is treated as mobile (spec §9). */
export const MOBILE_BREAKPOINT = 992;

export type Device = 'desktop' | 'mobile';

export interface AppState {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  device: Device;
}

export type AppAction =
  | { type: 'toggleSidebar' }
  | { type: 'closeSidebar'; withoutAnimation: boolean }
  | { type: 'toggleDevice'; device: Device };

export function deviceForWidth(width: number): Device {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

/** Open unless the cookie says '0'. */
export function openedFromCookie(value: string | undefined): boolean {
  return value !== '0';
}

export function cookieFor(opened: boolean): '1' | '0' {
  return opened ? '1' : '0';
}

/** Starting state; a mobile screen starts with the sidebar closed (without animation). */
export function initialAppState(cookie: string | undefined, width: number): AppState {
  const device = deviceForWidth(width);
  if (device === 'mobile') return { sidebar: { opened: false, withoutAnimation: true }, device };
  return { sidebar: { opened: openedFromCookie(cookie), withoutAnimation: false }, device };
}

export function appReducer(state: AppState, action: AppAction): AppState {
  switch (action.type) {
    case 'toggleSidebar':
      return { ...state, sidebar: { opened: !state.sidebar.opened, withoutAnimation: false } };
    case 'closeSidebar':
      return { ...state, sidebar: { opened: false, withoutAnimation: action.withoutAnimation } };
    case 'toggleDevice':
      return state.device === action.device ? state : { ...state, device: action.device };
  }
}

/** Resize: set the device, and close the sidebar at once when it became/is mobile. */
export function onResize(state: AppState, width: number): AppState {
  const device = deviceForWidth(width);
  const next = appReducer(state, { type: 'toggleDevice', device });
  return device === 'mobile' && next.sidebar.opened
    ? appReducer(next, { type: 'closeSidebar', withoutAnimation: true })
    : next;
}

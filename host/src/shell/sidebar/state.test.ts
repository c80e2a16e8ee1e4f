import {
  appReducer,
  cookieFor,
  deviceForWidth,
  initialAppState,
  onResize,
  openedFromCookie,
  type AppState,
} from './state';

const desktopOpen: AppState = { sidebar: { opened: true, withoutAnimation: false }, device: 'desktop' };

test('sidebar is open unless the cookie says 0', () => {
  expect(openedFromCookie(undefined)).toBe(true);
  expect(openedFromCookie('1')).toBe(true);
  expect(openedFromCookie('0')).toBe(false);
  expect(cookieFor(true)).toBe('1');
  expect(cookieFor(false)).toBe('0');
});

test('below 992px the device is mobile', () => {
  expect(deviceForWidth(991)).toBe('mobile');
  expect(deviceForWidth(992)).toBe('desktop');
});

test('initial state follows cookie on desktop and closes on mobile', () => {
  expect(initialAppState(undefined, 1280)).toEqual(desktopOpen);
  expect(initialAppState('0', 1280).sidebar.opened).toBe(false);
  expect(initialAppState('1', 800)).toEqual({ sidebar: { opened: false, withoutAnimation: true }, device: 'mobile' });
});

test('toggle flips and animates; close can skip the animation', () => {
  const closed = appReducer(desktopOpen, { type: 'toggleSidebar' });
  expect(closed.sidebar).toEqual({ opened: false, withoutAnimation: false });
  expect(appReducer(closed, { type: 'toggleSidebar' }).sidebar.opened).toBe(true);
  expect(appReducer(desktopOpen, { type: 'closeSidebar', withoutAnimation: true }).sidebar).toEqual({
    opened: false,
    withoutAnimation: true,
  });
});

test('toggleDevice keeps the same object when nothing changes', () => {
  expect(appReducer(desktopOpen, { type: 'toggleDevice', device: 'desktop' })).toBe(desktopOpen);
  expect(appReducer(desktopOpen, { type: 'toggleDevice', device: 'mobile' }).device).toBe('mobile');
});

test('resizing to mobile closes the sidebar without animation; back to desktop keeps it', () => {
  const mobile = onResize(desktopOpen, 500);
  expect(mobile).toEqual({ sidebar: { opened: false, withoutAnimation: true }, device: 'mobile' });
  expect(onResize(mobile, 1400)).toEqual({ ...mobile, device: 'desktop' });
});

// Which entry this page load is (issue 37: where every user starts), decided before any other
// chunk is asked for: /login and /auth are the signed-out entry, light on its own, and so is any
// console route asked for without a token (the guard's /auth, put in the address bar here instead
// of after the console has loaded); anything else is the console, whose antd stylesheet is asked
// for now, beside its scripts. Each entry is its own chunk behind an import() (also the async
// boundary federation needs before shared modules are used), all of whose scripts are preloaded now.
import { getToken } from '@console/shared/cookie';
import { loadAntdStylesheet } from '@console/ui';
import { preloadEntry } from './preload';
import { signedOutEntry } from './signin/paths';

const signedOut = signedOutEntry(window.location, Boolean(getToken()));
if (signedOut?.url) window.history.replaceState(null, '', signedOut.url);
if (signedOut) {
  preloadEntry('signedOut');
  void import('./signin/start');
} else {
  preloadEntry('console');
  void loadAntdStylesheet();
  void import('./app/start');
}

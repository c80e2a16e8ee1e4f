// Which entry this page load is: /login is the signed-out page, light on its own (issue 37:
// where every user starts); any other path is the console. Each is its own chunk.
import { LOGIN_PATH } from './signin/paths';

if (window.location.pathname === LOGIN_PATH) void import('./signin/start');
else void import('./app/start');

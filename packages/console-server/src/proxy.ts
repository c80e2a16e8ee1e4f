// Same-origin API: /api/* goes to the API server, so the browser's production base is '/api'.
// The API's answers pass through untouched (status, headers, streamed bodies, redirects).
import http from 'node:http';
import { clientAddress, isHttps, TrustedProxies } from './security';

/** Client headers about the path to us: never relayed (a client could claim any value). */
const FORWARDING = /^(x-forwarded-|forwarded$|x-real-ip$|x-client-ip$|true-client-ip$|cf-connecting-ip$)/i;

/**
 * The path as the API's router will see it (percent-decoded, dot segments and duplicate slashes
 * resolved, matrix parameters cut), lower-cased: what the deny list is checked against.
 */
export function routedPath(url: string): string {
  let p = url.split(/[?#]/)[0];
  for (let i = 0; i < 3; i++) {
    const next = p.replace(/%([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    if (next === p) break;
    p = next;
  }
  const out: string[] = [];
  for (const seg of p.split(/[/\\]+/)) {
    const s = seg.split(';')[0];
    if (s === '' || s === '.') continue;
    if (s === '..') out.pop();
    else out.push(s);
  }
  return ('/' + out.join('/')).toLowerCase();
}

/** Developer-only API routes (`/dev/*`: e.g. the SMS simulator's last code): never public. */
export function isBlocked(apiPath: string): boolean {
  const p = routedPath(apiPath);
  return p === '/dev' || p.startsWith('/dev/');
}

function notFound(res: http.ServerResponse): void {
  res.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ code: 40004, message: 'Not found', data: null }));
}

export function proxyToApi(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  apiUrl: string,
  trusted: TrustedProxies = new TrustedProxies(undefined),
): void {
  const target = new URL(apiUrl);
  const path = (req.url ?? '/').replace(/^\/api/, '') || '/';
  if (isBlocked(path)) {
    req.resume();
    return notFound(res);
  }
  const headers: http.OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(req.headers)) if (!FORWARDING.test(k)) headers[k] = v;
  const viaTrusted = trusted.has(req.socket.remoteAddress);
  const fwdHost = viaTrusted ? req.headers['x-forwarded-host'] : undefined;
  Object.assign(headers, {
    host: target.host,
    'x-forwarded-for': clientAddress(req, trusted),
    'x-forwarded-host': (Array.isArray(fwdHost) ? fwdHost[0] : fwdHost)?.split(',')[0].trim() || req.headers.host || '',
    'x-forwarded-proto': isHttps(req, trusted) ? 'https' : 'http',
    'x-forwarded-prefix': '/api',
  });
  const upstream = http.request(
    { hostname: target.hostname, port: target.port, method: req.method, path, headers },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ code: 50200, message: 'API server unreachable', data: null }));
  });
  req.pipe(upstream);
}

// The console server: serves the built host, its run-time settings, and proxies the API.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {
  acceptedVariants,
  cacheControl,
  contentType,
  etagOf,
  isClientRoute,
  resolveInside,
  VARIANTS,
  type Variant,
} from './static';
import { proxyToApi } from './proxy';
import { readRegistry, registryFile, servedRegistry } from './registry';
import { type EncodedPage, pageEncoder, pageRegistry, withRegistry } from './page';
import { contentSecurityPolicy, isHttps, registryOrigins, setSecurityHeaders, TrustedProxies } from './security';

export interface ConsoleServerOptions {
  hostDist: string;
  /** holds registry.json and remotes/<package>/<version>/ */
  deployDir: string;
  apiUrl: string;
  apiEnv: string;
  /** how long the host waits for a remote before showing its fallback */
  remoteTimeoutMs?: number;
  /** serve `*.map` (they stay in the build folders either way); off: 404 */
  serveSourceMaps?: boolean;
  /** peers whose X-Forwarded-Proto/-For/-Host are believed (IPs or CIDRs) */
  trustedProxies?: string | string[];
  /** origins remotes may load from besides those in the registry (CSP) */
  remoteOrigins?: string[];
  /** where the browser reaches the API in apiEnv dev/local (CSP connect-src; default http://localhost:8091) */
  apiOrigins?: string[];
}

function statOf(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file);
  } catch {
    return undefined;
  }
}

/**
 * A file as the browser accepts it: its precompressed variant when the build wrote one (br, then
 * gzip), else as is. Entry files are re-checked on every load (no-cache), so they carry an ETag and
 * an unchanged one costs a 304 instead of its bytes.
 */
function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string): void {
  // the variants the build wrote for this file, best first; the first the browser accepts is sent
  const present = VARIANTS.map((variant) => ({ variant, stat: statOf(file + variant.ext) })).filter(
    (v): v is { variant: Variant; stat: fs.Stats } => !!v.stat?.isFile(),
  );
  const accepted = acceptedVariants(req.headers['accept-encoding']);
  const chosen = present.find((v) => accepted.includes(v.variant));
  const sent = chosen?.stat ?? fs.statSync(file);
  const etag = etagOf(sent, chosen?.variant);
  const headers: http.OutgoingHttpHeaders = {
    'content-type': contentType(file),
    'cache-control': cacheControl(file),
    etag,
  };
  // a cache must keep one answer per encoding whenever a variant exists, whatever this client took
  if (present.length) headers.vary = 'Accept-Encoding';
  if (stillFresh(req, etag)) {
    res.writeHead(304, headers);
    return void res.end();
  }
  if (chosen) headers['content-encoding'] = chosen.variant.encoding;
  headers['content-length'] = sent.size;
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else fs.createReadStream(chosen ? file + chosen.variant.ext : file).pipe(res);
}

/** Whether the browser's copy (If-None-Match) is the one with this ETag: then a 304 answers. */
const stillFresh = (req: http.IncomingMessage, etag: string): boolean =>
  !!req.headers['if-none-match']?.split(',').some((t) => t.trim() === etag);

const isFile = (file: string | null): file is string => !!file && !!statOf(file)?.isFile();

/** Sends one of a page's encodings (the best the browser accepts), or 304 when its ETag matches. */
function sendEncoded(req: http.IncomingMessage, res: http.ServerResponse, page: EncodedPage): void {
  const variant = acceptedVariants(req.headers['accept-encoding'])[0];
  const headers: http.OutgoingHttpHeaders = {
    'content-type': contentType('x.html'),
    'cache-control': 'no-cache',
    etag: page.etag,
    vary: 'Accept-Encoding',
  };
  if (stillFresh(req, page.etag)) {
    res.writeHead(304, headers);
    return void res.end();
  }
  const body = variant ? page[variant.encoding] : page.identity;
  if (variant) headers['content-encoding'] = variant.encoding;
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function notFound(res: http.ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}

export function createConsoleServer(o: ConsoleServerOptions): http.Server {
  const root = path.resolve(o.hostDist);
  const trusted = new TrustedProxies(o.trustedProxies);
  // the policy follows the registry (a remote moved to another origin), re-read when it changes
  let cached = { mtimeMs: -1, csp: '' };
  const csp = (): string => {
    let mtimeMs = 0;
    try {
      mtimeMs = fs.statSync(registryFile(o.deployDir)).mtimeMs;
    } catch {
      // no registry yet: no remote origins
    }
    if (mtimeMs !== cached.mtimeMs) {
      let origins: string[] = [];
      try {
        origins = mtimeMs ? registryOrigins(readRegistry(o.deployDir)) : [];
      } catch {
        // a registry being rewritten is replaced atomically; an unreadable one adds no origins
      }
      cached = { mtimeMs, csp: contentSecurityPolicy(o, origins) };
    }
    return cached.csp;
  };
  const pageFile = path.join(root, 'index.html');
  const encodePage = pageEncoder();
  // read per request, like registry.json: a new host build or a rollback shows on the next load
  const sendPage = (req: http.IncomingMessage, res: http.ServerResponse) =>
    sendEncoded(req, res, encodePage(withRegistry(fs.readFileSync(pageFile, 'utf8'), pageRegistry(o.deployDir))));
  const servable = (file: string) => o.serveSourceMaps || path.extname(file).toLowerCase() !== '.map';

  return http.createServer((req, res) => {
    const url = req.url ?? '/';
    // the API's answers keep the API's own headers (its simulator page has its own policy)
    if (url === '/api' || url.startsWith('/api/')) return proxyToApi(req, res, o.apiUrl, trusted);
    setSecurityHeaders(res, csp(), isHttps(req, trusted));
    if (url.split('?')[0] === '/console-env.js') {
      res.writeHead(200, { 'content-type': contentType('x.js'), 'cache-control': 'no-cache' });
      return void res.end(
        `window.__CONSOLE_ENV__ = ${JSON.stringify({ apiEnv: o.apiEnv, remoteTimeoutMs: o.remoteTimeoutMs })};`,
      );
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      return void res.end();
    }
    const pathname = url.split('?')[0];
    if (pathname === '/remotes/registry.json') {
      // read per request: a rollback takes effect on the next page load, without a restart
      res.writeHead(200, { 'content-type': contentType('x.json'), 'cache-control': 'no-cache' });
      return void res.end(JSON.stringify(servedRegistry(o.deployDir)));
    }
    if (pathname.startsWith('/remotes/')) {
      const remoteFile = resolveInside(path.resolve(o.deployDir), url);
      return isFile(remoteFile) && servable(remoteFile) ? sendFile(req, res, remoteFile) : notFound(res);
    }
    const file = resolveInside(root, url);
    if (file === pageFile || (!isFile(file) && isClientRoute(url)))
      return isFile(pageFile) ? sendPage(req, res) : notFound(res);
    if (isFile(file)) return servable(file) ? sendFile(req, res, file) : notFound(res);
    notFound(res);
  });
}

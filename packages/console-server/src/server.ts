// The console server: serves the built host, its run-time settings, and proxies the API.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { cacheControl, contentType, isClientRoute, resolveInside } from './static';
import { proxyToApi } from './proxy';
import { readRegistry } from './registry';

export interface ConsoleServerOptions {
  hostDist: string;
  /** holds registry.json and remotes/<package>/<version>/ */
  deployDir: string;
  apiUrl: string;
  apiEnv: string;
  /** how long the host waits for a remote before showing its fallback */
  remoteTimeoutMs?: number;
}

function sendFile(res: http.ServerResponse, file: string, method: string): void {
  res.writeHead(200, { 'content-type': contentType(file), 'cache-control': cacheControl(file) });
  if (method === 'HEAD') res.end();
  else fs.createReadStream(file).pipe(res);
}

export function createConsoleServer(o: ConsoleServerOptions): http.Server {
  const root = path.resolve(o.hostDist);
  return http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/api' || url.startsWith('/api/')) return proxyToApi(req, res, o.apiUrl);
    if (url.split('?')[0] === '/console-env.js') {
      res.writeHead(200, { 'content-type': contentType('x.js'), 'cache-control': 'no-cache' });
      return void res.end(`window.__CONSOLE_ENV__ = ${JSON.stringify({ apiEnv: o.apiEnv, remoteTimeoutMs: o.remoteTimeoutMs })};`);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      return void res.end();
    }
    const pathname = url.split('?')[0];
    if (pathname === '/remotes/registry.json') {
      // read per request: a rollback takes effect on the next page load, without a restart
      res.writeHead(200, { 'content-type': contentType('x.json'), 'cache-control': 'no-cache' });
      return void res.end(JSON.stringify(readRegistry(o.deployDir)));
    }
    if (pathname.startsWith('/remotes/')) {
      const remoteFile = resolveInside(path.resolve(o.deployDir), url);
      if (remoteFile && fs.existsSync(remoteFile) && fs.statSync(remoteFile).isFile()) {
        return sendFile(res, remoteFile, req.method);
      }
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return void res.end('Not found');
    }
    const file = resolveInside(root, url);
    if (file && fs.existsSync(file) && fs.statSync(file).isFile()) return sendFile(res, file, req.method);
    if (isClientRoute(url)) return sendFile(res, path.join(root, 'index.html'), req.method);
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  });
}

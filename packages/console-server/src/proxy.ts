// Same-origin API: /api/* goes to the API server, so the browser's production base is '/api'.
import http from 'node:http';

export function proxyToApi(req: http.IncomingMessage, res: http.ServerResponse, apiUrl: string): void {
  const target = new URL(apiUrl);
  const upstream = http.request(
    {
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: (req.url ?? '/').replace(/^\/api/, '') || '/',
      headers: {
        ...req.headers,
        host: target.host,
        'x-forwarded-host': req.headers.host ?? '',
        'x-forwarded-proto': 'http',
        'x-forwarded-prefix': '/api',
      },
    },
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

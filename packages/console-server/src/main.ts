import path from 'node:path';
import { createConsoleServer } from './server';
import { parseOrigins } from './security';

const repo = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env.CONSOLE_PORT ?? 8080);
const server = createConsoleServer({
  hostDist: process.env.HOST_DIST ?? path.join(repo, 'host/dist'),
  deployDir: process.env.DEPLOY_DIR ?? path.join(repo, 'deploy'),
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:8091',
  apiEnv: process.env.CONSOLE_API_ENV ?? 'prod',
  remoteTimeoutMs: process.env.REMOTE_TIMEOUT_MS ? Number(process.env.REMOTE_TIMEOUT_MS) : undefined,
  serveSourceMaps: process.env.SERVE_SOURCE_MAPS === '1',
  trustedProxies: process.env.TRUSTED_PROXIES,
  remoteOrigins: parseOrigins(process.env.CONSOLE_REMOTE_ORIGINS),
  apiOrigins: parseOrigins(process.env.CONSOLE_API_ORIGINS),
});
server.listen(port, () => console.log(`console on http://localhost:${port}`));

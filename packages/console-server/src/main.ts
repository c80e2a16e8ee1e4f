import path from 'node:path';
import { createConsoleServer } from './server';

const repo = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env.CONSOLE_PORT ?? 8080);
const server = createConsoleServer({
  hostDist: process.env.HOST_DIST ?? path.join(repo, 'host/dist'),
  deployDir: process.env.DEPLOY_DIR ?? path.join(repo, 'deploy'),
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:8091',
  apiEnv: process.env.CONSOLE_API_ENV ?? 'prod',
  remoteTimeoutMs: process.env.REMOTE_TIMEOUT_MS ? Number(process.env.REMOTE_TIMEOUT_MS) : undefined,
});
server.listen(port, () => console.log(`console on http://localhost:${port}`));

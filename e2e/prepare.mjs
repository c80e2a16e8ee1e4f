// Before the e2e run: the e2e console serves its own copy of the deployed remotes (deploy-e2e/),
// so the rollback test never touches the real registry, plus an older build of remote-devices
// to roll back to (built once; kept between local runs).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { deployDir, remotes, repo } from '../scripts/apps.mjs';

export const E2E_DEPLOY = path.join(repo, 'deploy-e2e');
export const ROLLBACK_REMOTE = 'remote-devices';
export const ROLLBACK_VERSION = '0.0.1-rollback';

fs.mkdirSync(E2E_DEPLOY, { recursive: true });
for (const item of ['remotes', 'registry.json']) {
  const from = path.join(deployDir, item);
  if (fs.existsSync(from)) fs.cpSync(from, path.join(E2E_DEPLOY, item), { recursive: true });
}

if (
  remotes.includes(ROLLBACK_REMOTE) &&
  !fs.existsSync(path.join(E2E_DEPLOY, 'remotes', ROLLBACK_REMOTE, ROLLBACK_VERSION, 'routes.json'))
) {
  const r = spawnSync(
    'node',
    ['scripts/build.mjs', '--only', ROLLBACK_REMOTE, '--version', ROLLBACK_VERSION, '--no-activate'],
    { cwd: repo, stdio: 'inherit', env: { ...process.env, DEPLOY_DIR: E2E_DEPLOY } },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}

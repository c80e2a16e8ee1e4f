// Before the e2e run: the e2e consoles serve copies of the deployed remotes (deploy-e2e/, one copy
// per worker slot made as each console server starts), so the rollback specs never touch the real
// registry, plus the two extra builds those specs deploy, made here once rather than inside a
// test (kept between local runs; a clean clone builds them):
//   - an older remote-devices to roll back to (rollback.spec.ts);
//   - a remote-stores that adds a page (its e2e-only fixture, BUILD_FIXTURE=1; remote-routes.spec.ts).
import fs from 'node:fs';
import path from 'node:path';
import { deployDir, remotes, repo } from '../scripts/apps.mjs';
import { exitIfAnyFailed, pool, runPrefixed } from '../scripts/spawn.mjs';

const E2E_DEPLOY = path.join(repo, 'deploy-e2e');
const EXTRA_BUILDS = [
  { remote: 'remote-devices', version: '0.0.1-rollback', env: {} },
  { remote: 'remote-stores', version: '0.0.0-e2e-new-page', env: { BUILD_FIXTURE: '1' } },
];

fs.mkdirSync(E2E_DEPLOY, { recursive: true });
for (const item of ['remotes', 'registry.json']) {
  const from = path.join(deployDir, item);
  if (fs.existsSync(from)) fs.cpSync(from, path.join(E2E_DEPLOY, item), { recursive: true });
}

const hostPage = path.join(repo, 'host/dist/index.html');
const hostBuilt = () => (fs.existsSync(hostPage) ? fs.statSync(hostPage).mtimeMs : 0);
const host = hostBuilt();
const missing = EXTRA_BUILDS.filter(
  ({ remote, version }) =>
    remotes.includes(remote) && !fs.existsSync(path.join(E2E_DEPLOY, 'remotes', remote, version, 'routes.json')),
);
// side by side, as scripts/build.mjs builds the console
const results = await pool(
  missing.map(
    ({ remote, version, env }) =>
      () =>
        runPrefixed('node', ['scripts/build.mjs', '--only', remote, '--version', version, '--no-activate'], {
          cwd: repo,
          env: { ...process.env, ...env, DEPLOY_DIR: E2E_DEPLOY },
          prefix: missing.length > 1 ? `${remote}@${version}` : undefined,
        }),
  ),
  2,
);
exitIfAnyFailed(results);
// a remote ships without a host release: building one never rebuilds the host
if (hostBuilt() !== host) {
  console.error(`building ${missing.map((b) => `${b.remote}@${b.version}`).join(', ')} rebuilt the host`);
  process.exit(1);
}

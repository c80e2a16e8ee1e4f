// Builds the console for production: the host, then every remote into its versioned folder, and
// points the registry at the fresh remote builds (webpack's filesystem cache keeps rebuilds quick).
//   --missing             build only what has no complete build yet (what `pnpm start` uses)
//   --only <app>          build one app
//   --version <v>         remotes: build under this version instead of package.json's
//   --no-activate         remotes: keep the registry as it is (e.g. to stage a build)
//   --monolith            instead: the host with every remote bundled in, no federation, into
//                         deploy/monolith (the benchmark's comparison build; serve it with HOST_DIST)
// BUILD_JOBS apps build at the same time (default: 2 on two or more cores): a webpack build keeps
// about one core busy: on 2 cores the seven apps took 235 s two at a time, 345 s one by one (cold cache).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { deployDir, outputOf, remotes, repo, versionOf } from './apps.mjs';
import { exitIfAnyFailed, pool, runPrefixed } from './spawn.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const value = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const only = value('--only');
const apps = ['host', ...remotes].filter((a) => !only || a === only);
const monolithDir = path.join(deployDir, 'monolith');

if (flag('--monolith')) {
  const started = Date.now();
  const r = spawnSync('pnpm', ['--filter', 'host', 'build'], {
    cwd: repo,
    stdio: 'inherit',
    env: { ...process.env, BUILD_MONOLITH: '1', BUILD_OUT: monolithDir },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  console.log(
    `built the monolith into ${path.relative(repo, monolithDir)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(0);
}

function isRegistered(app) {
  const file = path.join(deployDir, 'registry.json');
  if (!fs.existsSync(file)) return false;
  return Object.values(JSON.parse(fs.readFileSync(file, 'utf8')).remotes).some((r) => r.package === app);
}

const jobs = Number(process.env.BUILD_JOBS ?? Math.min(2, os.availableParallelism()));

/** Builds one app (unless --missing and built); then, one at a time, points the registry at it. */
let activations = Promise.resolve(0);
let built = 0;
async function buildApp(app) {
  const version = (app !== 'host' && value('--version')) || versionOf(app);
  const out = outputOf(app, version);
  const complete = fs.existsSync(path.join(out.dir, out.marker));
  const build = !(flag('--missing') && complete);
  if (build) {
    const started = Date.now();
    const status = await runPrefixed('pnpm', ['--filter', app, 'build'], {
      cwd: repo,
      env: { ...process.env, BUILD_OUT: out.dir, BUILD_VERSION: version },
      prefix: jobs > 1 && apps.length > 1 ? app : undefined,
    });
    if (status !== 0) return status;
    console.log(`built ${app}@${version} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    built++;
  }
  // A fresh build goes live; an existing one stays as the registry has it (a rollback survives restarts).
  if (app === 'host' || flag('--no-activate') || !(build || !isRegistered(app))) return 0;
  activations = activations.then((earlier) => {
    if (earlier !== 0) return earlier;
    const activate = spawnSync('pnpm', ['--silent', 'remote:rollback', app, version], {
      cwd: repo,
      stdio: 'inherit',
      env: { ...process.env, DEPLOY_DIR: deployDir },
    });
    return activate.status ?? 1;
  });
  return activations;
}

const started = Date.now();
const results = await pool(
  apps.map((app) => () => buildApp(app)),
  jobs,
);
exitIfAnyFailed(results);
if (built > 1)
  console.log(`built ${built} apps in ${((Date.now() - started) / 1000).toFixed(1)} s (${jobs} at a time)`);

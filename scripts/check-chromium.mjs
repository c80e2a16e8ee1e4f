// Before anything launches Chromium (e2e, bench): make sure Debian's Chromium is there. Missing, it is
// installed with apt-get (as root, or through password-less sudo); when that cannot be done, one line
// says what to run and the run stops at once instead of failing later inside Playwright.
//   node scripts/check-chromium.mjs          (exit 0 when Chromium is ready)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_PATH = '/usr/bin/chromium';
const APT_INSTALL = ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', 'chromium'];
const APT_UPDATE = ['apt-get', 'update', '-qq'];

/**
 * What to do, decided from facts only (so it can be tested without touching the machine).
 * @param {{ path: string, exists: boolean, custom: boolean, isRoot: boolean, hasSudo: boolean, hasApt: boolean }} f
 * @returns {{ action: 'ready' } | { action: 'install', commands: string[][] } | { action: 'stop', message: string }}
 */
export function plan({ path, exists, custom, isRoot, hasSudo, hasApt }) {
  if (exists) return { action: 'ready' };
  if (custom) {
    return { action: 'stop', message: `Chromium not found at CHROMIUM_PATH=${path}: fix CHROMIUM_PATH or unset it.` };
  }
  if (!hasApt) {
    return { action: 'stop', message: `Chromium not found at ${path}: install Chromium there (or set CHROMIUM_PATH).` };
  }
  // sudo -n: never wait for a password prompt (CI has no terminal); a refusal falls to the message
  const as = isRoot ? [] : hasSudo ? ['sudo', '-n'] : undefined;
  if (!as) {
    return { action: 'stop', message: `Chromium not found at ${path}: run \`sudo apt-get install -y chromium\`.` };
  }
  return { action: 'install', commands: [APT_UPDATE, APT_INSTALL].map((c) => [...as, ...c]) };
}

const onPath = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

function facts() {
  const path = process.env.CHROMIUM_PATH ?? DEFAULT_PATH;
  return {
    path,
    exists: existsSync(path),
    custom: process.env.CHROMIUM_PATH !== undefined,
    isRoot: process.getuid?.() === 0,
    hasSudo: onPath('sudo'),
    hasApt: onPath('apt-get'),
  };
}

/** Makes Chromium ready or exits the process with one line on stderr. */
export function ensureChromium() {
  const f = facts();
  const p = plan(f);
  if (p.action === 'ready') return;
  if (p.action === 'stop') {
    console.error(p.message);
    process.exit(1);
  }
  console.log(`Chromium not found at ${f.path}: installing it with apt-get…`);
  for (const cmd of p.commands) {
    const r = spawnSync(cmd[0], cmd.slice(1), { stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) {
      console.error(`Installing Chromium failed (${cmd.join(' ')}): run \`sudo apt-get install -y chromium\`.`);
      process.exit(1);
    }
  }
  if (!existsSync(f.path)) {
    console.error(`apt-get installed chromium but ${f.path} is still missing: install Chromium there.`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureChromium();

// The browser apps of the console. The host builds into host/dist; each remote builds into
// deploy/remotes/<package>/<version>/ (its package.json version), side by side with older builds.
import fs from 'node:fs';
import path from 'node:path';

export const repo = path.resolve(import.meta.dirname, '..');
export const deployDir = process.env.DEPLOY_DIR ?? path.join(repo, 'deploy');
export const REMOTES = [
  'remote-devices',
  'remote-accounts',
  'remote-network',
  'remote-stores',
  'remote-org',
  'remote-billing',
];

/** Remotes that exist as apps (have a webpack config) in this checkout. */
export const remotes = REMOTES.filter((r) => fs.existsSync(path.join(repo, r, 'webpack.config.js')));

export const versionOf = (app) => JSON.parse(fs.readFileSync(path.join(repo, app, 'package.json'), 'utf8')).version;

/** Where a build of an app goes, and the file that proves it is complete. */
export function outputOf(app, version = versionOf(app)) {
  if (app === 'host') return { dir: path.join(repo, 'host/dist'), marker: 'index.html' };
  // routes.json: the build publishes its routes (older builds without it are rebuilt)
  return { dir: path.join(deployDir, 'remotes', app, version), marker: 'routes.json' };
}

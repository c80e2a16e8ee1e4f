// `pnpm remote:rollback <package> <version>`: points one remote at another build it already has.
// Users get it on their next page load; nothing else changes. Without a version it lists the builds.
import path from 'node:path';
import { activate, availableVersions, readRegistry } from './registry';

const repo = path.resolve(import.meta.dirname, '../../..');
const deployDir = process.env.DEPLOY_DIR ?? path.join(repo, 'deploy');
const [pkgArg, version] = process.argv.slice(2);

if (!pkgArg) {
  console.error('usage: pnpm remote:rollback <remote-name> [version]');
  process.exit(2);
}
const pkg = pkgArg.startsWith('remote-') ? pkgArg : `remote-${pkgArg}`;
if (!version) {
  const live = readRegistry(deployDir).remotes[pkg.replace(/^remote-/, '')]?.version;
  for (const v of availableVersions(deployDir, pkg)) console.log(`${v}${v === live ? '  (live)' : ''}`);
  process.exit(0);
}
try {
  activate(deployDir, pkg, version);
  console.log(`${pkg} now serves ${version}`);
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}

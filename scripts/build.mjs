// Builds every browser app for production (webpack's filesystem cache makes rebuilds quick).
// `--missing` builds only apps without a dist folder (what `pnpm start` uses).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { apps, distOf, repo } from './apps.mjs';

const onlyMissing = process.argv.includes('--missing');
for (const app of apps) {
  if (onlyMissing && fs.existsSync(path.join(distOf(app), 'index.html'))) continue;
  const started = Date.now();
  const r = spawnSync('pnpm', ['--filter', app, 'build'], { cwd: repo, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

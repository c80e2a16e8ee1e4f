// `pnpm test:changed [--base <rev>]`: what a change touches (scripts/tests-plan.mjs), for the files
// that differ from the base (default: where this branch left origin/main, else HEAD), committed or
// not, plus new files git does not ignore.
import { execFileSync } from 'node:child_process';
import { repo } from './apps.mjs';
import { planForChanges } from './tests-plan.mjs';
import { runPlan } from './tests-run.mjs';

const git = (...args) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const lines = (text) => text.split('\n').filter(Boolean);
const args = process.argv.slice(2);

function baseOf() {
  if (args.includes('--base')) return args[args.indexOf('--base') + 1];
  try {
    return git('merge-base', 'HEAD', 'origin/main');
  } catch {
    return 'HEAD';
  }
}

const base = baseOf();
const files = [
  ...new Set([...lines(git('diff', '--name-only', base)), ...lines(git('ls-files', '--others', '--exclude-standard'))]),
];
console.log(`changed since ${base.slice(0, 12)}: ${files.length} file(s)`);
runPlan(planForChanges(files));

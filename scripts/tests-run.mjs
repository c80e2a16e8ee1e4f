// Runs a plan of scripts/tests-plan.mjs step by step, stopping at the first that fails, and ends
// with the seconds each step took (as `pnpm test` does).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repo } from './apps.mjs';
import { APPS, CODE } from './tests-plan.mjs';
import { timingTable } from './timings.mjs';

/** The plan's steps as [name, command, args] (an empty list: nothing to test). */
export function stepsOf(plan) {
  const steps = [];
  const bin = (name) => path.join(repo, 'node_modules/.bin', name);
  const lint = (plan.lint ?? []).filter((f) => fs.existsSync(path.join(repo, f)));
  const code = lint.filter((f) => CODE.test(f));
  if (code.length) {
    steps.push([
      'eslint',
      bin('eslint'),
      ['--cache', '--cache-location', 'node_modules/.cache/eslint/', '--max-warnings', '0', '--no-warn-ignored'].concat(
        code,
      ),
    ]);
  }
  if (lint.length) steps.push(['prettier', bin('prettier'), ['--check', '--cache', '--ignore-unknown', ...lint]]);
  if (plan.typecheck) steps.push(['typecheck', bin('tsc'), ['-b']]);
  const jest = ['--maxWorkers=2', '--passWithNoTests'];
  if (plan.unit === 'all') steps.push(['unit', bin('jest'), ['--selectProjects', 'unit', ...jest]]);
  else if (plan.unit?.related) {
    const related = plan.unit.related.filter((f) => fs.existsSync(path.join(repo, f)));
    if (related.length)
      steps.push(['unit', bin('jest'), ['--selectProjects', 'unit', ...jest, '--findRelatedTests', ...related]]);
  } else if (plan.unit?.paths)
    steps.push(['unit', bin('jest'), ['--selectProjects', 'unit', ...jest, ...plan.unit.paths]]);
  if (plan.nodeTests.length) steps.push(['node:test', process.execPath, ['--test', ...plan.nodeTests]]);
  if (plan.server === 'all') steps.push(['server', bin('jest'), ['--selectProjects', 'server', ...jest]]);
  else if (plan.server?.paths)
    steps.push(['server', bin('jest'), ['--selectProjects', 'server', ...jest, ...plan.server.paths]]);
  if (plan.e2e) {
    steps.push(['chromium', process.execPath, ['scripts/check-chromium.mjs']]);
    // the apps the change touches from the working tree; the others from their deployed builds
    if (plan.builds.length === APPS.length) steps.push(['build', process.execPath, ['scripts/build.mjs']]);
    else {
      for (const app of plan.builds)
        steps.push([`build ${app}`, process.execPath, ['scripts/build.mjs', '--only', app]]);
      steps.push(['build missing', process.execPath, ['scripts/build.mjs', '--missing']]);
    }
    steps.push(['e2e prepare', process.execPath, ['e2e/prepare.mjs']]);
    const specs = plan.e2e === 'all' ? [] : plan.e2e;
    steps.push(['e2e', 'pnpm', ['--filter', 'e2e', 'exec', 'playwright', 'test', ...specs]]);
  }
  return steps;
}

/** Runs the plan (`--dry-run` on the command line: only lists its steps); exits with its result. */
export function runPlan(plan) {
  const steps = stepsOf(plan);
  if (!steps.length) {
    console.log('nothing to test for this change');
    process.exit(0);
  }
  if (process.argv.includes('--dry-run')) {
    for (const [step, cmd, args] of steps) console.log(`${step}: ${path.basename(cmd)} ${args.join(' ')}`);
    process.exit(0);
  }
  const rows = [];
  for (const [step, cmd, args] of steps) {
    console.log(`\n▶ ${step}: ${path.basename(cmd)} ${args.join(' ')}`);
    const started = performance.now();
    const { status } = spawnSync(cmd, args, { cwd: repo, stdio: 'inherit' });
    rows.push({ step, seconds: (performance.now() - started) / 1000, status });
    if (status !== 0) break;
  }
  console.log(`\n${timingTable(rows)}`);
  process.exit(rows.at(-1).status === 0 ? 0 : 1);
}

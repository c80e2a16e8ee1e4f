// Child processes for the repo's scripts: one that may run beside others (its lines then carry its
// name), and a pool that runs tasks a few at a time, e.g. two webpack builds on two cores.
import { spawn } from 'node:child_process';

/** Runs `cmd args`; resolves with its exit code. With `prefix`, each output line starts `[prefix] `. */
export function runPrefixed(cmd, args, { prefix, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { ...options, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (prefix) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = '';
        from.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop();
          for (const line of lines) to.write(`[${prefix}] ${line}\n`);
        });
        from.on('end', () => rest && to.write(`[${prefix}] ${rest}\n`));
      }
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? null : 1)));
  });
}

/**
 * Runs the tasks at most `jobs` at a time, in order; once one fails (resolves non-zero) no further
 * task starts. Resolves with the results of the tasks that ran.
 */
export async function pool(tasks, jobs) {
  const results = [];
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
      if (results[i] !== 0) failed = true;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, tasks.length)) }, worker));
  return results;
}

/** Ends the process with the first failing exit code among `results`, if any failed. */
export function exitIfAnyFailed(results) {
  const failed = results.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed ?? 1);
}

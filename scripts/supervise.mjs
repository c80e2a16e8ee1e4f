// The process supervision of `pnpm start` (scripts/start.mjs): refuse to start on a taken port,
// own the children, and never leave one running without the other.
import { spawn } from 'node:child_process';
import net from 'node:net';

/**
 * Tries to listen where each child will, and says which ports are taken (or otherwise refused).
 * `host` undefined = every interface, as `server.listen(port)` does.
 * @param {{ name: string, port: number, host?: string, hint: string }[]} wanted
 * @returns {Promise<string[]>} one message per unusable port; empty when all are free
 */
export async function portProblems(wanted) {
  const problems = [];
  for (const { name, port, host, hint } of wanted) {
    const error = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', resolve);
      probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(null)));
    });
    if (error?.code === 'EADDRINUSE')
      problems.push(`port ${port} is in use — another ${name} is running? stop it or ${hint}`);
    else if (error) problems.push(`port ${port} (${name}) cannot be used: ${error.message}`);
  }
  return problems;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Starts each child in its own process group and supervises them: SIGINT/SIGTERM to this process
 * (SIGHUP as SIGTERM) go to every child; when one exits on its own, it says which and how, stops
 * the others (SIGTERM, SIGKILL after `graceMs`) and resolves to a non-zero code. A requested stop
 * resolves to 0 unless a child had to be killed. A second Ctrl-C kills at once.
 * @param {{ name: string, command: string, args: string[], cwd?: string, env?: NodeJS.ProcessEnv }[]} specs
 * @returns {Promise<number>} the exit code for this process
 */
export function supervise(specs, { graceMs = 5_000, log = (m) => console.error(m) } = {}) {
  let stopping = false; // a stop is under way: asked for, or after a child's death
  let code = 0;
  let killTimer;
  const running = new Set();
  const signal = (c, sig) => {
    try {
      process.kill(-c.child.pid, sig); // the whole group: pnpm, tsx and node alike, as Ctrl-C would
    } catch {
      // the group is gone already
    }
  };
  const stopAll = (sig) => {
    for (const c of running) signal(c, sig);
    if (sig === 'SIGKILL' || killTimer) return;
    killTimer = setTimeout(() => {
      for (const c of running) log(`${c.name} did not stop within ${graceMs / 1000} s: killing it`);
      if (running.size > 0) code ||= 1;
      stopAll('SIGKILL');
    }, graceMs);
  };
  const onSignal = (sig) => {
    if (stopping) return stopAll('SIGKILL'); // asked twice: no more waiting
    stopping = true;
    stopAll(sig === 'SIGHUP' ? 'SIGTERM' : sig);
  };
  // this process ending any other way (an exception, process.exit) takes the children with it
  const onExit = () => running.forEach((c) => signal(c, 'SIGKILL'));
  // the children have their own sessions: a closed terminal (SIGHUP) reaches them only through here
  for (const sig of SIGNALS) process.on(sig, onSignal);
  process.on('exit', onExit);

  return new Promise((resolve) => {
    const ended = (c, how, exitCode) => {
      if (!running.delete(c)) return; // 'error' and 'exit' may both come
      signal(c, 'SIGKILL'); // anything of its group that outlived it
      if (!stopping) {
        stopping = true;
        code = exitCode || 1;
        const others = [...running].map((o) => o.name).join(', ');
        log(`${c.name} exited unexpectedly (${how})${others ? `: stopping ${others}` : ''}`);
        stopAll('SIGTERM');
      }
      if (running.size > 0) return;
      clearTimeout(killTimer);
      for (const sig of SIGNALS) process.off(sig, onSignal);
      process.off('exit', onExit);
      resolve(code);
    };
    for (const s of specs) {
      const c = { name: s.name };
      // own process group (detached: setsid), so that the group can be signalled and killed as one
      c.child = spawn(s.command, s.args, { cwd: s.cwd, env: s.env ?? process.env, stdio: 'inherit', detached: true });
      running.add(c);
      c.child.on('error', (e) => ended(c, `could not start: ${e.message}`, 1));
      c.child.on('exit', (exitCode, sig) => ended(c, sig ? `signal ${sig}` : `code ${exitCode}`, exitCode));
    }
  });
}

// Runs in a child process under tsx: the test API (test-app.ts) served over real HTTP with
// app.listen({port:0}), for the suites whose subject is the network (two instances on one
// database, the IP check's view of the socket, the startup itself). Obeys the parent over IPC:
// move the fake clock, run SQL, run the jobs, stop.
import { createTestApp } from './test-app';

type Msg = {
  id: number;
  type: 'setNow' | 'advance' | 'sql' | 'jobs' | 'released' | 'restartDemo' | 'stop';
  value?: unknown;
  params?: unknown[];
};

// Two queries at once on one connection (a Promise.all on a transaction) is deprecated in pg 8 and
// breaks in pg 9 (issue 32 item 11): on PostgreSQL the test server stops at the first one, so the
// suite that caused it fails instead of printing a warning nobody reads.
process.on('warning', (w) => {
  if (!/already executing a query/.test(w.message)) return;
  process.stderr.write(`[test server] overlapping queries on one pg connection:\n${w.stack}\n`);
  process.exit(70);
});

const api = await createTestApp(process.env);
await api.app.listen({ port: 0, host: '127.0.0.1' });
const address = api.app.server.address();
process.send!({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0, kind: api.kind });

async function handle(m: Msg): Promise<void> {
  try {
    let result: unknown = null;
    if (m.type === 'setNow') api.clock.set(new Date(String(m.value)));
    if (m.type === 'advance') api.clock.advance(Number(m.value));
    if (m.type === 'jobs') await api.runJobs();
    if (m.type === 'released') result = api.released(String(m.value), String(m.params?.[0]));
    if (m.type === 'restartDemo') result = await api.restartDemo();
    if (m.type === 'sql') result = await api.query(String(m.value), m.params);
    if (m.type === 'stop') await api.close();
    process.send!({ id: m.id, ok: true, result });
    if (m.type === 'stop') process.disconnect();
  } catch (err) {
    process.send!({ id: m.id, ok: false, error: String((err as Error)?.stack ?? err) });
  }
}
process.on('message', (m: Msg) => void handle(m));

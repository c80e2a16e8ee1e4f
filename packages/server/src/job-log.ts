// `pnpm --filter @console/server jobs:log [hours=24]`: what the background jobs did in the last
// hours on the database the server uses (DATABASE_URL, else DATA_DIR / ./data, as src/main.ts):
// one line per recorded run (runs that touched nothing and failed nothing are not kept), with
// the failures' messages. Exits 1 when a run in the window had failures.
import { createDatabase } from './db/client';

const hours = Number(process.argv[2] ?? 24);
const target = process.env.DATABASE_URL || process.env.DATA_DIR || './data';
const database = await createDatabase(target);
try {
  type Run = { job: string; started_at: Date; ms: number; touched: number; failed: number; errors: string[] };
  const rows = (await database.query(
    `select job, started_at, extract(epoch from finished_at - started_at)::float * 1000 as ms, touched, failed, errors
       from job_runs where started_at > now() - make_interval(hours => $1) order by started_at`,
    [hours],
  )) as Run[];
  for (const r of rows) {
    console.log(
      `${r.started_at.toISOString()}  ${r.job.padEnd(20)} touched ${r.touched}, failed ${r.failed} (${Math.round(r.ms)} ms)`,
    );
    for (const e of r.errors) console.log(`    ${e}`);
  }
  const failed = rows.filter((r) => r.failed > 0).length;
  console.log(`${rows.length} recorded run(s) in the last ${hours} h, ${failed} with failures`);
  process.exitCode = failed ? 1 : 0;
} finally {
  await database.close();
}

// One server instance's background jobs, as a process of its own (run under tsx): opens the
// PostgreSQL database in DATABASE_URL (migrating it under the startup lock), then runs
// JOB_PASSES passes of every job at the fake time JOB_NOW, and prints a JSON line
// { failures: string[] }. The two-instance and fault suites start it twice / again.
import { createDatabase } from '../../src/app';
import { runJobsOnce } from '../../src/jobs';
import { CloudPhoneSimulator } from '../../src/providers/cloud-phone';
import { FakeClock } from '../../src/providers/clock';

const database = await createDatabase(process.env.DATABASE_URL!);
const clock = new FakeClock(new Date(process.env.JOB_NOW!));
const provider = new CloudPhoneSimulator(0);
const failures: string[] = [];
for (let i = 0; i < Number(process.env.JOB_PASSES ?? 3); i++) {
  await runJobsOnce({ db: database.db, clock, provider }).catch((err: unknown) =>
    failures.push(err instanceof Error ? err.message : String(err)),
  );
}
await database.close();
console.log(JSON.stringify({ failures }));

// A fresh in-memory PGlite spends ~5 s in initdb on a 2-core machine, and every server test suite
// opens one (60+ per run). The first one after a migration change snapshots the migrated, empty
// database into the temp directory, keyed by the migration files and the PGlite build; the next
// ones load that snapshot (~1 s). Only `memory://` databases use it; data directories do not.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

function templatePath(migrationsFolder: string): string {
  const h = createHash('sha1');
  // the resolved path names the installed PGlite version (pnpm's store layout)
  h.update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else h.update(e.name).update(readFileSync(p));
    }
  };
  walk(migrationsFolder);
  return path.join(os.tmpdir(), `console-pglite-${h.digest('hex').slice(0, 16)}.tar`);
}

/** An in-memory PGlite on the current schema; `migrate` brings a fresh one up to date. */
export async function memoryPglite(migrationsFolder: string, migrate: (c: PGlite) => Promise<void>) {
  const file = templatePath(migrationsFolder);
  let snapshot: Buffer | null = null;
  try {
    snapshot = readFileSync(file);
  } catch {
    /* first start after a migration change */
  }
  if (snapshot) {
    const client = new PGlite({ loadDataDir: new Blob([snapshot]) });
    await migrate(client); // a no-op on the snapshot; kept so a stale one can never be a wrong schema
    return client;
  }
  const client = new PGlite();
  await migrate(client);
  const dump = await client.dumpDataDir('none');
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file); // atomic: suites starting together never read half a snapshot
  return client;
}

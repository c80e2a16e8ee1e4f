// A fresh in-memory PGlite spends ~5 s in initdb on a 2-core machine, and every server test suite
// opens one (60+ per run). The first one after a migration change snapshots the migrated, empty
// database into the temp directory, keyed by the migration files and the PGlite build; the next
// ones load that snapshot (~1 s). Only `memory://` databases use it; data directories do not.
// A `content` variant snapshots the migrated database after `prepare` has filled it (the test
// suites' demo data, ~1 s of seeding per suite otherwise), keyed by the migrations and its own key.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** What a snapshot holds beyond the schema: `key` names it (what `prepare` writes, and from what). */
export interface TemplateContent {
  key: string;
  prepare: (client: PGlite) => Promise<void>;
}

/** A digest of every file under `dir` (names and contents), in a stable order. */
export function treeHash(dir: string): string {
  const h = createHash('sha1');
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else h.update(e.name).update(readFileSync(p));
    }
  };
  walk(dir);
  return h.digest('hex');
}

/** Where the snapshot of this schema (and content) is kept. */
export function templatePath(migrationsFolder: string, contentKey: string): string {
  const h = createHash('sha1').update(contentKey).update(treeHash(migrationsFolder));
  // the resolved path names the installed PGlite version (pnpm's store layout)
  h.update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  return path.join(os.tmpdir(), `console-pglite-${h.digest('hex').slice(0, 16)}.tar`);
}

/** An in-memory PGlite on the current schema (and `content`); `migrate` brings a fresh one up to date. */
export async function memoryPglite(
  migrationsFolder: string,
  migrate: (c: PGlite) => Promise<void>,
  content?: TemplateContent,
): Promise<PGlite> {
  const file = templatePath(migrationsFolder, content?.key ?? '');
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
  // content starts from the schema's own snapshot (no second initdb)
  const client = content ? await memoryPglite(migrationsFolder, migrate) : new PGlite();
  if (content) await content.prepare(client);
  else await migrate(client);
  const dump = await client.dumpDataDir('none');
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file); // atomic: suites starting together never read half a snapshot
  return client;
}

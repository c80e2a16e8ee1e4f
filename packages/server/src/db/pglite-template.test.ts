import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { memoryPglite, templatePath } from './pglite-template';

const key = `test ${process.pid} ${Date.now()}`;
const migrations = mkdtempSync(path.join(os.tmpdir(), 'template-test-'));
writeFileSync(path.join(migrations, '0000.sql'), 'create table note (body text)');
const migrate = async (c: PGlite) => void (await c.exec('create table if not exists note (body text)'));

afterAll(() => {
  // only this test's snapshots: other suites may be writing theirs meanwhile
  for (const k of ['', `${key} a`, `${key} b`]) rmSync(templatePath(migrations, k), { force: true });
  rmSync(migrations, { recursive: true });
});

test('content is prepared once per key; the next database loads it from the snapshot', async () => {
  let prepared = 0;
  const content = (body: string) => ({
    key: `${key} ${body}`,
    prepare: async (c: PGlite) => {
      prepared += 1;
      await c.query('insert into note values ($1)', [body]);
    },
  });
  const notes = async (c: PGlite) => (await c.query<{ body: string }>('select body from note')).rows.map((r) => r.body);

  const first = await memoryPglite(migrations, migrate, content('a'));
  const second = await memoryPglite(migrations, migrate, content('a'));
  const other = await memoryPglite(migrations, migrate, content('b'));
  const empty = await memoryPglite(migrations, migrate);
  try {
    expect(prepared).toBe(2); // 'a' once, 'b' once
    expect(await notes(first)).toEqual(['a']);
    expect(await notes(second)).toEqual(['a']);
    expect(await notes(other)).toEqual(['b']);
    expect(await notes(empty)).toEqual([]); // the schema's snapshot the content started from
  } finally {
    await Promise.all([first, second, other, empty].map((c) => c.close()));
  }
  // one initdb (≈ 5 s on 2 cores, the schema's snapshot of this new migrations folder) and five loads
}, 20_000);

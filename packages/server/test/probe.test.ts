import { Type } from 'typebox';
import { PGlite } from '@electric-sql/pglite';
test('probe', async () => {
  expect(Type.Object({ a: Type.String() })).toBeTruthy();
  const db = new PGlite();
  const r = await db.query('select 1 as x');
  expect(r.rows[0]).toEqual({ x: 1 });
});

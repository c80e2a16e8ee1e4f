// Every text of the ui package exists in zh and en (same keys, nothing left empty).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const parts = readdirSync(__dirname, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => join(__dirname, d.name, 'i18n'))
  .filter((dir) => readdirSync(join(dir, '..')).includes('i18n'));

const read = (dir: string, lang: string) =>
  JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as Record<string, string>;

test('there are text parts to check', () => {
  expect(parts.length).toBeGreaterThanOrEqual(6);
});

test.each(parts)('%s: zh and en have the same keys, none empty', (dir) => {
  const zh = read(dir, 'zh');
  const en = read(dir, 'en');
  expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  for (const v of [...Object.values(zh), ...Object.values(en)]) expect(String(v).trim()).not.toBe('');
});

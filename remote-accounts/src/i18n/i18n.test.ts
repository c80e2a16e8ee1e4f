import en from './en.json';
import zh from './zh.json';

/** 'a.b.c' paths of every leaf. */
function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

test('zh and en have the same keys and no empty text', () => {
  expect(keys(en).sort()).toEqual(keys(zh).sort());
  for (const k of keys(zh)) {
    const get = (o: object) => k.split('.').reduce<unknown>((acc, p) => (acc as Record<string, unknown>)[p], o);
    expect(get(zh)).toBeTruthy();
    expect(get(en)).toBeTruthy();
  }
});

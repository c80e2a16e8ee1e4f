// Checks for a zh/en pair of i18n resources (the en.json/zh.json next to each i18n/index.ts).

/** [path 'a.b.c', value] of every leaf (anything that is not a non-null object). */
function leaves(o: unknown, prefix = ''): [string, unknown][] {
  if (o === null || typeof o !== 'object') return [[prefix, o]];
  return Object.entries(o).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

/** 'a.b.c' paths of every leaf, sorted. */
export function leafKeys(o: object): string[] {
  return leaves(o)
    .map(([k]) => k)
    .sort();
}

/** zh and en have exactly the same leaf keys. */
export function expectSameLeafKeys(zh: object, en: object): void {
  expect(leafKeys(en)).toEqual(leafKeys(zh));
}

/** Every leaf of every locale is a string with visible text (lists the offending keys). */
export function expectNoEmptyText(...locales: object[]): void {
  for (const locale of locales) {
    const empty = leaves(locale).filter(([, v]) => typeof v !== 'string' || !v.trim());
    expect(empty.map(([k]) => k)).toEqual([]);
  }
}

/** zh and en have the same leaf keys and no empty text. */
export function expectLocalesMatch(zh: object, en: object): void {
  expectSameLeafKeys(zh, en);
  expectNoEmptyText(zh, en);
}

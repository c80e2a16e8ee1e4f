import { PRELOAD_ELEMENT_ID, preloadEntry } from './preload';

function page(json?: string) {
  const doc = document.implementation.createHTMLDocument('console');
  if (json !== undefined) {
    const el = doc.createElement('script');
    el.type = 'application/json';
    el.id = PRELOAD_ELEMENT_ID;
    el.textContent = json;
    doc.head.append(el);
  }
  return doc;
}

const preloads = (doc: Document) =>
  [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => [l.as, l.getAttribute('href')]);

test("the picked entry's scripts, and only its, are preloaded", () => {
  const doc = page(JSON.stringify({ signedOut: ['/js/1.a.js', '/js/2.b.js'], console: ['/js/3.c.js'] }));
  preloadEntry('signedOut', doc);
  expect(preloads(doc)).toEqual([
    ['script', '/js/1.a.js'],
    ['script', '/js/2.b.js'],
  ]);
});

test('a page without a list, or with a broken one, preloads nothing and throws nothing', () => {
  for (const doc of [page(), page('{not json'), page('{}')]) {
    preloadEntry('console', doc);
    expect(preloads(doc)).toEqual([]);
  }
});

// The page lists each entry's scripts (packages/build/entry-preload.js); the entry this page load
// picks asks for all of them at once instead of discovering them a round trip at a time.
export const PRELOAD_ELEMENT_ID = 'console-preload';

export type EntryName = 'signedOut' | 'console';

export function preloadEntry(name: EntryName, doc: Document = document): void {
  let lists: Partial<Record<EntryName, string[]>>;
  try {
    lists = JSON.parse(doc.getElementById(PRELOAD_ELEMENT_ID)?.textContent ?? '{}') as typeof lists;
  } catch {
    return; // a page without the list (a test page) only loads a little slower
  }
  for (const href of lists[name] ?? []) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    doc.head.append(link);
  }
}

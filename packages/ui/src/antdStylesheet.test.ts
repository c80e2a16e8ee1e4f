// The console links antd's stylesheet from the page's meta once, and renders when it has applied.
import { STYLESHEET_META } from './antdStylesheet';

function page(href?: string) {
  const doc = document.implementation.createHTMLDocument('console');
  if (href) {
    const meta = doc.createElement('meta');
    meta.name = STYLESHEET_META;
    meta.content = href;
    doc.head.append(meta);
  }
  return doc;
}

// a fresh module per test: the link is made once per page
async function fresh() {
  jest.resetModules();
  return import('./antdStylesheet');
}

test('links the named stylesheet once, and is ready when it loads', async () => {
  const { loadAntdStylesheet } = await fresh();
  const doc = page('/css/antd.0123456789.css');
  let ready = false;
  const first = loadAntdStylesheet(doc).then(() => (ready = true));
  expect(loadAntdStylesheet(doc)).toBe(loadAntdStylesheet(doc));
  const links = doc.head.querySelectorAll('link[rel="stylesheet"]');
  expect(links).toHaveLength(1);
  expect(links[0].getAttribute('href')).toBe('/css/antd.0123456789.css');
  await Promise.resolve();
  expect(ready).toBe(false);
  links[0].dispatchEvent(new Event('load'));
  await first;
  expect(ready).toBe(true);
});

test('a stylesheet that fails to load does not keep the console blank', async () => {
  const { loadAntdStylesheet } = await fresh();
  const doc = page('/css/antd.missing.css');
  const ready = loadAntdStylesheet(doc);
  doc.head.querySelector('link')!.dispatchEvent(new Event('error'));
  await expect(ready).resolves.toBeUndefined();
});

test('a page without the meta (a test page) links nothing', async () => {
  const { loadAntdStylesheet } = await fresh();
  const doc = page();
  await expect(loadAntdStylesheet(doc)).resolves.toBeUndefined();
  expect(doc.querySelector('link')).toBeNull();
});

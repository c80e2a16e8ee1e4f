// antd's stylesheet (packages/build/antd-stylesheet.js) is linked by the page that draws antd, not
// by the HTML: the signed-out pages draw none of it and so never fetch its 1 MB (issue 37). The
// page names the file in <meta name="console-stylesheet">; the console asks for it as soon as its
// entry runs (beside its scripts, as the link in the HTML was) and renders once it has applied, so
// nothing is ever drawn unstyled. A failed load renders anyway rather than leave a blank page.
export const STYLESHEET_META = 'console-stylesheet';

let loading: Promise<void> | undefined;

/** Links antd's stylesheet once per page; resolves when it applies (or failed to load). */
export function loadAntdStylesheet(doc: Document = document): Promise<void> {
  if (loading) return loading;
  const href = doc.querySelector<HTMLMetaElement>(`meta[name="${STYLESHEET_META}"]`)?.content;
  if (!href) return (loading = Promise.resolve());
  loading = new Promise((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    doc.head.append(link);
  });
  return loading;
}

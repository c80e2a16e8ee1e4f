// Bytes of the first screen per app, and how many copies of each shared library the page loaded.
import zlib from 'node:zlib';

/** Which app a response belongs to: a remote's versioned folder, else the host (or the monolith). */
export function appOf(url) {
  const m = /\/remotes\/([^/]+)\/[^/]+\//.exec(new URL(url).pathname);
  return m ? m[1] : 'host';
}

/**
 * JS and CSS of one step, per app: bytes decoded (raw), gzip -6 computed here (the budget's unit,
 * independent of the server), and bytes on the wire as the console server sent them (its
 * precompressed br or gzip variant; raw when the response has no size).
 */
export function bytesByApp(responses, step) {
  const out = {};
  const empty = () => ({ files: 0, raw: 0, gzip: 0, sent: 0 });
  for (const r of responses) {
    if (r.step !== step || !r.body) continue;
    const kind = r.type === 'stylesheet' || /\.css(\?|$)/.test(r.url) ? 'css' : 'js';
    const app = (out[appOf(r.url)] ??= { js: empty(), css: empty() });
    app[kind].files += 1;
    app[kind].raw += r.body.length;
    app[kind].gzip += zlib.gzipSync(r.body, { level: 6 }).length;
    app[kind].sent += r.transferred ?? r.body.length;
  }
  return out;
}

/** The module (from each chunk's source map) that marks one copy of a library. */
export const LIBRARY_MARKERS = {
  react: /\/node_modules\/react\/cjs\/react\.production\.js$/,
  'react-dom': /\/node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/,
  antd: /\/node_modules\/antd\/es\/config-provider\/context\.js$/,
  'react-router': /\/node_modules\/react-router\/dist\/[^/]+\/chunk-[^/]+\.mjs$/,
  i18next: /\/node_modules\/i18next\/dist\/esm\/i18next\.js$/,
};

/**
 * Copies of each library among the loaded scripts: the number of distinct loaded files whose
 * source map contains the library's marker module (two files with it = two copies in memory).
 */
export async function libraryCopies(responses) {
  const scripts = [
    ...new Set(responses.filter((r) => r.type === 'script' || /\.js(\?|$)/.test(r.url)).map((r) => r.url)),
  ];
  const copies = Object.fromEntries(
    Object.keys(LIBRARY_MARKERS).map((l) => [l, { copies: 0, files: [], versions: [] }]),
  );
  let withoutMap = 0;
  for (const url of scripts) {
    const res = await fetch(url.replace(/(\?.*)?$/, '.map'));
    if (!res.ok) {
      withoutMap += 1;
      continue;
    }
    const { sources = [] } = await res.json();
    for (const [lib, marker] of Object.entries(LIBRARY_MARKERS)) {
      const hits = sources.filter((s) => marker.test(s));
      if (!hits.length) continue;
      const c = copies[lib];
      c.copies += 1;
      c.files.push(new URL(url).pathname);
      for (const h of hits) {
        const version = /\.pnpm\/([^/]+)\/node_modules\//.exec(h)?.[1] ?? 'unknown';
        if (!c.versions.includes(version)) c.versions.push(version);
      }
    }
  }
  return { scripts: scripts.length, withoutMap, copies };
}

/** What a bundled file is mostly made of: its largest packages by original source size (from its map). */
async function packagesOf(url, top = 3) {
  const res = await fetch(url.replace(/(\?.*)?$/, '.map'));
  if (!res.ok) return [];
  const { sources = [], sourcesContent = [] } = await res.json();
  const size = {};
  sources.forEach((s, i) => {
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(s)?.[1] ??
      /\/(host|remote-[a-z]+|packages\/[a-z-]+)\//.exec(s)?.[1] ??
      'other';
    size[pkg] = (size[pkg] ?? 0) + (sourcesContent[i]?.length ?? 0);
  });
  return Object.entries(size)
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([p]) => p);
}

/** The heaviest JS files of one step (gzip), with what each is mostly made of. */
export async function heaviestFiles(responses, step, n = 6) {
  const files = responses
    .filter((r) => r.step === step && r.body && !/\.css(\?|$)/.test(r.url))
    .map((r) => ({ url: r.url, raw: r.body.length, gzip: zlib.gzipSync(r.body, { level: 6 }).length }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, n);
  for (const f of files) {
    f.packages = await packagesOf(f.url);
    f.path = new URL(f.url).pathname;
    delete f.url;
  }
  return files;
}

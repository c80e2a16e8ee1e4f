// The host's page as the console serves it: index.html with the registry written into it, each
// entry carrying its build's mf-manifest.json, so the first area's code is asked for as soon as the
// host runs (no registry.json round, then no manifest round), and — for a signed-in visit to an
// area's route — that area's scripts fetched with the host's own. Built per request like
// registry.json: a rollback shows on the next page load.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildDir, entryUrl, type Registry, servedRegistry } from './registry';

/** The element the host reads (host/src/remotes/registry.ts REGISTRY_ELEMENT_ID). */
export const REGISTRY_ELEMENT_ID = 'console-registry';

/** The served registry with the manifest of every build that is here (one on another origin is fetched). */
export function pageRegistry(deployDir: string): Registry {
  const registry = servedRegistry(deployDir);
  for (const entry of Object.values(registry.remotes)) {
    if (entry.entry !== entryUrl(entry.package, entry.version)) continue;
    try {
      const file = path.join(buildDir(deployDir, entry.package, entry.version), 'mf-manifest.json');
      entry.manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      // no readable manifest: the federation runtime asks for it, and fails the area as it would
    }
  }
  return registry;
}

interface Manifest {
  metaData?: { remoteEntry?: { path?: string; name?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** A route's key as the host's router compares them (host/src/routes/table.ts routeKey). */
const routeKey = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * The scripts the area of `pathname` runs its `./app` with: its remoteEntry.js and the chunks the
 * manifest lists for the expose (URLs beside the manifest: the builds' publicPath is `auto`).
 * None for a host page, an unknown route, or an area whose manifest is not in the page.
 */
export function areaScripts(registry: Registry, pathname: string): string[] {
  const key = routeKey(pathname);
  const pathOf = (route: unknown) => (route as { path?: unknown }).path;
  const remote = Object.values(registry.remotes).find((r) =>
    r.routes?.some((route) => {
      const p = pathOf(route);
      return typeof p === 'string' && routeKey(p) === key;
    }),
  );
  const manifest = remote?.manifest as Manifest | undefined;
  const entry = manifest?.metaData?.remoteEntry;
  if (!remote || !entry?.name) return [];
  const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
  const app = manifest?.exposes?.find((e) => e.path === './app');
  return [path.posix.join(entry.path ?? '', entry.name), ...(app?.assets?.js?.sync ?? [])].map((f) => base + f);
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON that cannot end its <script> element early or open a comment in it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The page with the registry as a data block before `</head>` (not executed, so the CSP's ban on
 * inline scripts does not apply), and preload links for `preload` (areaScripts). A registry with no
 * remotes (the monolith's) adds nothing.
 */
export function withRegistry(html: string, registry: Registry, preload: string[] = []): string {
  if (!Object.keys(registry.remotes).length) return html;
  const links = preload.map((url) => `<link rel="preload" as="script" href="${attribute(url)}">`).join('');
  const block = `${links}<script type="application/json" id="${REGISTRY_ELEMENT_ID}">${scriptJson(registry)}</script>`;
  const at = html.indexOf('</head>');
  return at < 0 ? block + html : html.slice(0, at) + block + html.slice(at);
}

export interface EncodedPage {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Whether the request carries the session cookie (spec §3 `p-token`); whether it is valid is the API's call. */
export function hasSession(req: { headers: { cookie?: string } }): boolean {
  return /(?:^|;\s*)p-token=[^;\s]/.test(req.headers.cookie ?? '');
}

/** Distinct pages kept encoded: one per area preloaded, plus the page without preloads. */
const ENCODED_PAGES = 16;

/**
 * Compresses each distinct page once: a page changes only with a host build, the registry, or the
 * area it preloads, so requests reuse the encodings (the hash of the text is the ETag).
 */
export function pageEncoder(): (html: string) => EncodedPage {
  const pages = new Map<string, EncodedPage>();
  return (html) => {
    const identity = Buffer.from(html);
    const etag = `"${crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
    let page = pages.get(etag);
    if (!page) {
      page = {
        etag,
        identity,
        br: zlib.brotliCompressSync(identity, {
          params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
        }),
        gzip: zlib.gzipSync(identity, { level: 9 }),
      };
      // the oldest goes first: those of an earlier build or registry are not asked for again
      if (pages.size >= ENCODED_PAGES) pages.delete(pages.keys().next().value as string);
      pages.set(etag, page);
    }
    return page;
  };
}

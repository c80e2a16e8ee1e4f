// The host's page as the console serves it: index.html with the registry written into it, each
// entry carrying its build's mf-manifest.json, so the first area's code is asked for as soon as the
// host runs (no registry.json round, then no manifest round). Built per request like registry.json:
// a rollback shows on the next page load.
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

/** JSON that cannot end its <script> element early or open a comment in it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The page with the registry as a data block before `</head>` (not executed, so the CSP's ban on
 * inline scripts does not apply). A registry with no remotes (the monolith's) adds nothing.
 */
export function withRegistry(html: string, registry: Registry): string {
  if (!Object.keys(registry.remotes).length) return html;
  const block = `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">${scriptJson(registry)}</script>`;
  const at = html.indexOf('</head>');
  return at < 0 ? block + html : html.slice(0, at) + block + html.slice(at);
}

export interface EncodedPage {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Compresses each distinct page once: the page changes only with a host build or the registry, so
 * every other request reuses the last encoding (the hash of the text is its ETag).
 */
export function pageEncoder(): (html: string) => EncodedPage {
  let last: EncodedPage | undefined;
  return (html) => {
    const identity = Buffer.from(html);
    const etag = `"${crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
    if (last?.etag !== etag) {
      last = {
        etag,
        identity,
        br: zlib.brotliCompressSync(identity, {
          params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
        }),
        gzip: zlib.gzipSync(identity, { level: 9 }),
      };
    }
    return last;
  };
}

// Static files of a built app: safe path resolution, content types and cache policy.
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Content-hashed chunks and stylesheets never change; entry files, manifests and pages must be re-checked. */
export function cacheControl(file: string): string {
  return /\.[0-9a-f]{10}\.(js|css)(\.map)?$/.test(path.basename(file))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/** The precompressed variants a build may hold next to a file (packages/build/precompress.js), best first. */
export const VARIANTS = [
  { encoding: 'br', ext: '.br' },
  { encoding: 'gzip', ext: '.gz' },
] as const;
export type Variant = (typeof VARIANTS)[number];

/**
 * The variants an Accept-Encoding header accepts, in our order of preference (br, then gzip): a
 * coding is accepted when listed, or covered by `*`, with a q-value above 0.
 */
export function acceptedVariants(acceptEncoding: string | string[] | undefined): Variant[] {
  const q = new Map<string, number>();
  for (const part of [acceptEncoding ?? ''].flat().join(',').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(coding, Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  return VARIANTS.filter((v) => accepts(v.encoding));
}

/** A validator that changes whenever the file is replaced (a rollback or a new build writes new files). */
export function etagOf(stat: { size: number; mtimeMs: number }, variant?: Variant): string {
  return `W/"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}${variant ? `-${variant.encoding}` : ''}"`;
}

/** Maps a URL path into root, or null when it would escape root. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  return full === root || full.startsWith(root + path.sep) ? full : null;
}

/** A path without an extension is a client route: answer with the app's index.html. */
export function isClientRoute(urlPath: string): boolean {
  return path.extname(urlPath.split('?')[0]) === '';
}

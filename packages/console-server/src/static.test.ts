import path from 'node:path';
import { acceptedVariants, cacheControl, contentType, etagOf, isClientRoute, resolveInside } from './static';

describe('static files', () => {
  const root = path.resolve('/srv/app');
  it('keeps paths inside the root', () => {
    expect(resolveInside(root, '/js/main.js')).toBe(path.join(root, 'js/main.js'));
    expect(resolveInside(root, '/../etc/passwd')).toBe(path.join(root, 'etc/passwd'));
    expect(resolveInside(root, '/%2e%2e/%2e%2e/etc/passwd')).toBe(path.join(root, 'etc/passwd'));
    expect(resolveInside(root, '/a%00b')).toBeNull();
    expect(resolveInside(root, '/%E0%A4%A')).toBeNull();
  });
  it('caches hashed chunks forever and entries never', () => {
    expect(cacheControl('js/262.c23038da9b.js')).toContain('immutable');
    expect(cacheControl('css/antd.5d0c9be1a2.css')).toContain('immutable');
    expect(cacheControl('css/antd.css')).toBe('no-cache');
    expect(cacheControl('js/main.js')).toBe('no-cache');
    expect(cacheControl('index.html')).toBe('no-cache');
    expect(cacheControl('mf-manifest.json')).toBe('no-cache');
  });
  it('knows content types and client routes', () => {
    expect(contentType('a.js')).toMatch(/javascript/);
    expect(contentType('a.bin')).toBe('application/octet-stream');
    expect(isClientRoute('/phone/all?x=1')).toBe(true);
    expect(isClientRoute('/js/main.js')).toBe(false);
  });
  it('reads Accept-Encoding: listed or covered by *, q above 0, in our order (br, then gzip)', () => {
    const names = (h: string | undefined) => acceptedVariants(h).map((v) => v.encoding);
    expect(names('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(names('GZIP;Q=1.0')).toEqual(['gzip']);
    expect(names('br;q=0, gzip;q=0.1')).toEqual(['gzip']);
    expect(names('*')).toEqual(['br', 'gzip']);
    expect(names('*;q=0')).toEqual([]);
    expect(names('br;q=abc')).toEqual([]);
    expect(names('identity')).toEqual([]);
    expect(names(undefined)).toEqual([]);
  });
  it('tags a file by size and time, and by encoding', () => {
    const stat = { size: 100, mtimeMs: 1_700_000_000_123.4 };
    expect(etagOf(stat)).not.toBe(etagOf({ ...stat, mtimeMs: stat.mtimeMs + 1000 }));
    expect(etagOf(stat)).not.toBe(etagOf(stat, acceptedVariants('br')[0]));
  });
});

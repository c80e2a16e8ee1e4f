import path from 'node:path';
import { cacheControl, contentType, isClientRoute, resolveInside } from './static';

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
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageEncoder, pageRegistry, REGISTRY_ELEMENT_ID, scriptJson, withRegistry } from './page';
import { activate, buildDir, writeRegistry, type Registry } from './registry';

const HTML = '<!doctype html><html><head><title>t</title></head><body></body></html>';

/** What a browser would parse out of the data block. */
function registryIn(html: string): Registry {
  const m = html.match(new RegExp(`<script type="application/json" id="${REGISTRY_ELEMENT_ID}">(.*?)</script>`, 's'));
  if (!m) throw new Error('no registry in the page');
  return JSON.parse(m[1]) as Registry;
}

describe('the host page with the registry in it', () => {
  let deploy: string;
  const build = (pkg: string, version: string, manifest: object) => {
    const dir = buildDir(deploy, pkg, version);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ routes: [{ path: '/store/all' }] }));
  };
  beforeEach(() => {
    deploy = fs.mkdtempSync(path.join(os.tmpdir(), 'page-'));
  });

  it('carries each live build with its routes and manifest; a rollback swaps both', () => {
    build('remote-stores', '0.2.0', { id: 'stores-0.2.0' });
    build('remote-stores', '0.1.0', { id: 'stores-0.1.0' });
    activate(deploy, 'remote-stores', '0.2.0');
    const page = withRegistry(HTML, pageRegistry(deploy));
    expect(page.indexOf(REGISTRY_ELEMENT_ID)).toBeLessThan(page.indexOf('</head>'));
    const stores = registryIn(page).remotes.stores;
    expect(stores).toMatchObject({
      version: '0.2.0',
      routes: [{ path: '/store/all' }],
      manifest: { id: 'stores-0.2.0' },
    });
    activate(deploy, 'remote-stores', '0.1.0');
    expect(registryIn(withRegistry(HTML, pageRegistry(deploy))).remotes.stores.manifest).toEqual({
      id: 'stores-0.1.0',
    });
  });

  it('leaves the manifest of a remote on another origin, or of a build with none, to the federation runtime', () => {
    build('remote-org', '1.0.0', {});
    fs.rmSync(path.join(buildDir(deploy, 'remote-org', '1.0.0'), 'mf-manifest.json'));
    writeRegistry(deploy, {
      updatedAt: '',
      remotes: {
        org: {
          name: 'remote_org',
          package: 'remote-org',
          version: '1.0.0',
          entry: '/remotes/remote-org/1.0.0/mf-manifest.json',
        },
        billing: {
          name: 'remote_billing',
          package: 'remote-billing',
          version: '1.0.0',
          entry: 'https://cdn.example/billing/mf-manifest.json',
        },
      },
    });
    const served = registryIn(withRegistry(HTML, pageRegistry(deploy)));
    expect(served.remotes.org.manifest).toBeUndefined();
    expect(served.remotes.billing.manifest).toBeUndefined();
  });

  it('adds nothing to a page whose registry is empty (the monolith)', () => {
    expect(withRegistry(HTML, pageRegistry(deploy))).toBe(HTML);
  });

  it('cannot be closed or commented out by what a manifest or route says', () => {
    const hostile = { a: '</script><script>alert(1)</script>', b: '<!-- x', c: 'ok' };
    const json = scriptJson(hostile);
    expect(json).not.toMatch(/</);
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('is compressed once per distinct page, its ETag following its text', () => {
    const encode = pageEncoder();
    const a = encode(HTML);
    expect(encode(HTML)).toBe(a);
    expect(zlib.brotliDecompressSync(a.br).toString()).toBe(HTML);
    expect(zlib.gunzipSync(a.gzip).toString()).toBe(HTML);
    const b = encode(HTML.replace('t', 'u'));
    expect(b.etag).not.toBe(a.etag);
  });
});

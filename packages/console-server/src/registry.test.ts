import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  activate,
  availableVersions,
  buildDir,
  describeRemote,
  readRegistry,
  servedRegistry,
  writeRegistry,
} from './registry';

function fakeBuild(deploy: string, pkg: string, version: string, routes: object[] = [{ path: `/${pkg}/${version}` }]) {
  const dir = buildDir(deploy, pkg, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ routes }));
}

describe('remote registry', () => {
  let deploy: string;
  beforeEach(() => {
    deploy = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
  });

  it('starts empty and lists builds side by side', () => {
    expect(readRegistry(deploy).remotes).toEqual({});
    fakeBuild(deploy, 'remote-devices', '0.1.0');
    fakeBuild(deploy, 'remote-devices', '0.0.9');
    fs.mkdirSync(buildDir(deploy, 'remote-devices', 'broken'), { recursive: true }); // no manifest
    // a build without published routes (older than routes.json) cannot go live either
    fs.mkdirSync(buildDir(deploy, 'remote-devices', 'old'), { recursive: true });
    fs.writeFileSync(path.join(buildDir(deploy, 'remote-devices', 'old'), 'mf-manifest.json'), '{}');
    expect(availableVersions(deploy, 'remote-devices')).toEqual(['0.0.9', '0.1.0']);
  });

  it('rolls one remote back and leaves the others alone', () => {
    fakeBuild(deploy, 'remote-devices', '0.1.0');
    fakeBuild(deploy, 'remote-devices', '0.0.9');
    fakeBuild(deploy, 'remote-org', '0.1.0');
    activate(deploy, 'remote-devices', '0.1.0');
    activate(deploy, 'remote-org', '0.1.0');
    const r = activate(deploy, 'remote-devices', '0.0.9');
    expect(r.remotes.devices).toEqual({
      name: 'remote_devices',
      package: 'remote-devices',
      version: '0.0.9',
      entry: '/remotes/remote-devices/0.0.9/mf-manifest.json',
      routes: [{ path: '/remote-devices/0.0.9' }],
    });
    expect(readRegistry(deploy).remotes.org.version).toBe('0.1.0');
  });

  it('refuses a version that was never built', () => {
    fakeBuild(deploy, 'remote-devices', '0.1.0');
    expect(() => activate(deploy, 'remote-devices', '9.9.9')).toThrow(/no build 9.9.9 \(available: 0.1.0\)/);
  });

  it('serves each remote with the routes of the build it points at, and a rollback swaps them', () => {
    fakeBuild(deploy, 'remote-stores', '0.2.0', [{ path: '/store/all' }, { path: '/store/new' }]);
    fakeBuild(deploy, 'remote-stores', '0.1.0', [{ path: '/store/all' }]);
    activate(deploy, 'remote-stores', '0.2.0');
    expect(servedRegistry(deploy).remotes.stores.routes).toEqual([{ path: '/store/all' }, { path: '/store/new' }]);
    activate(deploy, 'remote-stores', '0.1.0');
    expect(servedRegistry(deploy).remotes.stores.routes).toEqual([{ path: '/store/all' }]);
    // the registry keeps the routes of what it made live
    expect(readRegistry(deploy).remotes.stores.routes).toEqual([{ path: '/store/all' }]);
  });

  it('a live build whose files are gone keeps its routes (the area shows its fallback, not /404)', () => {
    fakeBuild(deploy, 'remote-stores', '0.2.0', [{ path: '/store/all' }, { path: '/store/new' }]);
    activate(deploy, 'remote-stores', '0.2.0');
    fs.rmSync(buildDir(deploy, 'remote-stores', '0.2.0'), { recursive: true });
    expect(servedRegistry(deploy).remotes.stores).toMatchObject({
      version: '0.2.0',
      routes: [{ path: '/store/all' }, { path: '/store/new' }],
    });
  });

  it('a registry written before activation kept the routes reads them from the build', () => {
    fakeBuild(deploy, 'remote-org', '0.1.0', [{ path: '/member/all' }]);
    const [area, entry] = describeRemote('remote-org', '0.1.0');
    writeRegistry(deploy, { updatedAt: '', remotes: { [area]: entry } });
    expect(servedRegistry(deploy).remotes.org.routes).toEqual([{ path: '/member/all' }]);
    fs.rmSync(path.join(buildDir(deploy, 'remote-org', '0.1.0'), 'routes.json'));
    expect(servedRegistry(deploy).remotes.org.routes).toEqual([]);
  });

  it('keeps the routes the registry file carries for a remote served from elsewhere', () => {
    writeRegistry(deploy, {
      updatedAt: '',
      remotes: {
        org: {
          name: 'remote_org',
          package: 'remote-org',
          version: '1.0.0',
          entry: 'https://cdn.example/org/mf-manifest.json',
          routes: [{ path: '/member/all' }],
        },
        billing: {
          name: 'remote_billing',
          package: 'remote-billing',
          version: '1.0.0',
          entry: 'https://cdn.example/billing/mf-manifest.json',
        },
      },
    });
    const served = servedRegistry(deploy);
    expect(served.remotes.org.routes).toEqual([{ path: '/member/all' }]);
    expect(served.remotes.billing.routes).toBeUndefined();
  });
});

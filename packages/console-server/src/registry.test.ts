import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { activate, availableVersions, buildDir, readRegistry } from './registry';

function fakeBuild(deploy: string, pkg: string, version: string) {
  const dir = buildDir(deploy, pkg, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
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
    });
    expect(readRegistry(deploy).remotes.org.version).toBe('0.1.0');
  });

  it('refuses a version that was never built', () => {
    fakeBuild(deploy, 'remote-devices', '0.1.0');
    expect(() => activate(deploy, 'remote-devices', '9.9.9')).toThrow(/no build 9.9.9 \(available: 0.1.0\)/);
  });
});

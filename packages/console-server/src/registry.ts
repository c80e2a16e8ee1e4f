// The run-time remote registry: which build of each remote the console loads. Builds live side by
// side in <deployDir>/remotes/<package>/<version>/; registry.json points each remote at one of them.
import fs from 'node:fs';
import path from 'node:path';

export interface RemoteEntry {
  /** federation name, e.g. remote_devices */
  name: string;
  /** package name, e.g. remote-devices */
  package: string;
  version: string;
  /** manifest URL the host registers with the federation runtime */
  entry: string;
}
export interface Registry {
  updatedAt: string;
  remotes: Record<string, RemoteEntry>;
}

export const registryFile = (deployDir: string) => path.join(deployDir, 'registry.json');
export const buildDir = (deployDir: string, pkg: string, version: string) => path.join(deployDir, 'remotes', pkg, version);
export const entryUrl = (pkg: string, version: string) => `/remotes/${pkg}/${version}/mf-manifest.json`;

/** 'remote-devices' → area 'devices', federation name 'remote_devices'. */
export function describeRemote(pkg: string, version: string): [string, RemoteEntry] {
  const area = pkg.replace(/^remote-/, '');
  return [area, { name: pkg.replace(/-/g, '_'), package: pkg, version, entry: entryUrl(pkg, version) }];
}

export function readRegistry(deployDir: string): Registry {
  const file = registryFile(deployDir);
  if (!fs.existsSync(file)) return { updatedAt: new Date(0).toISOString(), remotes: {} };
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Registry;
}

/** Replaces the file atomically, so a reader never sees half a registry. */
export function writeRegistry(deployDir: string, registry: Registry): void {
  const file = registryFile(deployDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ ...registry, updatedAt: new Date().toISOString() }, null, 2) + '\n');
  fs.renameSync(tmp, file);
}

export function availableVersions(deployDir: string, pkg: string): string[] {
  const dir = path.join(deployDir, 'remotes', pkg);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((v) => fs.existsSync(path.join(dir, v, 'mf-manifest.json')))
    .sort();
}

/** Points one remote at a build that exists; every other entry stays as it was. */
export function activate(deployDir: string, pkg: string, version: string): Registry {
  if (!availableVersions(deployDir, pkg).includes(version)) {
    const have = availableVersions(deployDir, pkg).join(', ') || 'none';
    throw new Error(`${pkg} has no build ${version} (available: ${have})`);
  }
  const registry = readRegistry(deployDir);
  const [area, entry] = describeRemote(pkg, version);
  registry.remotes[area] = entry;
  writeRegistry(deployDir, registry);
  return registry;
}

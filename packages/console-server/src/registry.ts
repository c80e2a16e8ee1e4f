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
  /**
   * The routes this build publishes (its routes.json, docs/remote-contract.md "Routes"), copied into
   * the registry when the build goes live: a live build whose files are gone or broken keeps its
   * routes, and the console shows that area's fallback with a retry instead of sending its pages to
   * /404. Read from the build for a registry written before the copy was kept.
   */
  routes?: unknown[];
  /** the build's mf-manifest.json: only in the registry written into the host's page (page.ts) */
  manifest?: unknown;
}
export interface Registry {
  updatedAt: string;
  remotes: Record<string, RemoteEntry>;
}

export const registryFile = (deployDir: string) => path.join(deployDir, 'registry.json');
export const buildDir = (deployDir: string, pkg: string, version: string) =>
  path.join(deployDir, 'remotes', pkg, version);
export const routesFile = (deployDir: string, pkg: string, version: string) =>
  path.join(buildDir(deployDir, pkg, version), 'routes.json');
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
  return (
    fs
      .readdirSync(dir)
      // a build is complete with its manifest and its published routes (older builds had none)
      .filter(
        (v) => fs.existsSync(path.join(dir, v, 'mf-manifest.json')) && fs.existsSync(path.join(dir, v, 'routes.json')),
      )
      .sort()
  );
}

/** The routes a build publishes; [] when it has none (a build older than published routes). */
function publishedRoutes(deployDir: string, pkg: string, version: string): unknown[] {
  try {
    const published = JSON.parse(fs.readFileSync(routesFile(deployDir, pkg, version), 'utf8')) as {
      routes?: unknown[];
    };
    return published.routes ?? [];
  } catch {
    return [];
  }
}

/** Points one remote at a build that exists, with its routes; every other entry stays as it was. */
export function activate(deployDir: string, pkg: string, version: string): Registry {
  if (!availableVersions(deployDir, pkg).includes(version)) {
    const have = availableVersions(deployDir, pkg).join(', ') || 'none';
    throw new Error(`${pkg} has no build ${version} (available: ${have})`);
  }
  const registry = readRegistry(deployDir);
  const [area, entry] = describeRemote(pkg, version);
  registry.remotes[area] = { ...entry, routes: publishedRoutes(deployDir, pkg, version) };
  writeRegistry(deployDir, registry);
  return registry;
}

/**
 * The registry as the console serves it: each remote with its routes, so one fetch gives the host
 * every area's routes, and a rollback swaps routes with code. An entry written before activation
 * kept the routes reads them from its build.
 */
export function servedRegistry(deployDir: string): Registry {
  const registry = readRegistry(deployDir);
  for (const entry of Object.values(registry.remotes)) {
    if (entry.routes || entry.entry !== entryUrl(entry.package, entry.version)) continue;
    entry.routes = publishedRoutes(deployDir, entry.package, entry.version);
  }
  return registry;
}

// Loads a remote's single-spa lifecycles through the federation runtime, registered at run time
// (a static remote that is down would stop the host before it renders).
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import { setPublishedRoutes } from '../routes/published';
import { inlineManifests } from './inlineManifests';
import { type AreaName, fetchRegistry, type Registry, routesOf } from './registry';

const DEFAULT_TIMEOUT_MS = 20_000;

export class RemoteUnavailable extends Error {}

function timeoutMs(): number {
  const env = (window as unknown as { __CONSOLE_ENV__?: { remoteTimeoutMs?: number } }).__CONSOLE_ENV__;
  return env?.remoteTimeoutMs ?? DEFAULT_TIMEOUT_MS;
}

export function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailable(`${what}: no answer within ${ms} ms`)), ms);
  });
  // p's own outcome (value or rejection reason, unchanged) unless the timer fires first
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

let manifestsOf: Registry | undefined;
/** The page's manifests for the runtime, once per registry (one per page load). */
function handManifestsToRuntime(registry: Registry): void {
  if (manifestsOf === registry) return;
  manifestsOf = registry;
  registerPlugins([inlineManifests(registry)]);
}

/** Areas whose last load failed (a visit's, or one loaded ahead, preloadAreas.ts). */
const failed = new Set<AreaName>();

/**
 * `retry` re-registers the remote so the runtime forgets a failed manifest or entry; so does any
 * load after a failed one (a quiet failure in the background must not stand for the visit's own).
 */
export async function loadArea(area: AreaName, retry = false): Promise<ParcelConfig> {
  try {
    const registry = await withTimeout(fetchRegistry(), timeoutMs(), 'registry');
    // a retry after a failed registry also brings the guard and the sidebar the areas' routes
    setPublishedRoutes(routesOf(registry));
    const remote = registry.remotes[area];
    if (!remote) throw new RemoteUnavailable(`${area}: not in the registry`);
    handManifestsToRuntime(registry);
    registerRemotes([{ name: remote.name, entry: remote.entry }], { force: retry || failed.has(area) });
    const lifecycles = await withTimeout(loadRemote<ParcelConfig>(`${remote.name}/app`), timeoutMs(), remote.name);
    if (!lifecycles || typeof (lifecycles as { mount?: unknown }).mount !== 'function') {
      throw new RemoteUnavailable(`${remote.name}/app has no single-spa lifecycles`);
    }
    failed.delete(area);
    return lifecycles;
  } catch (e) {
    failed.add(area);
    throw e;
  }
}

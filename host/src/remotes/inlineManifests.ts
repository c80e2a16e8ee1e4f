// A federation runtime plugin that answers a remote's manifest request from the registry in the
// page (the console server wrote each build's mf-manifest.json into it), so the runtime asks for
// remoteEntry.js and the expose's chunks without a round for the manifest first.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { Registry } from './registry';

export function inlineManifests(registry: Registry, base = document.baseURI): ModuleFederationRuntimePlugin {
  const absolute = (url: string) => new URL(url, base).href;
  const manifests = new Map<string, unknown>();
  for (const remote of Object.values(registry.remotes)) {
    if (remote?.manifest) manifests.set(absolute(remote.entry), remote.manifest);
  }
  return {
    name: 'console-inline-manifests',
    // any other request (a remote on another origin, a registry fetched without manifests) goes out as usual
    fetch(url) {
      const manifest = manifests.get(absolute(url));
      if (manifest === undefined) return undefined;
      return Promise.resolve(
        new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json; charset=utf-8' } }),
      );
    },
  };
}

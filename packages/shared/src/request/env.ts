// Which API server the console talks to (spec §7). Read fresh on every request so a
// developer can flip localStorage 'apiEnv' (or the host its window config) without reloading.
export type ApiEnv = 'prod' | 'dev' | 'local';

/** Optional runtime config the host page may inject before the bundles load. */
export interface ConsoleEnv {
  apiEnv?: string;
  devApi?: string;
}

const LOCAL_API = 'http://localhost:8091';
const KNOWN: readonly ApiEnv[] = ['prod', 'dev', 'local'];

// Read through a cast instead of augmenting Window: the host may declare its own typing.
function windowEnv(): ConsoleEnv | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as { __CONSOLE_ENV__?: ConsoleEnv }).__CONSOLE_ENV__;
}

function storedEnv(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem('apiEnv');
  } catch {
    return null; // storage can throw (privacy mode); fall back to prod
  }
}

function normalize(env: string | null | undefined): ApiEnv {
  return KNOWN.includes(env as ApiEnv) ? (env as ApiEnv) : 'prod';
}

export function currentApiEnv(): ApiEnv {
  return normalize(windowEnv()?.apiEnv ?? storedEnv());
}

/** Base address for an env; without an argument uses the current setting. Unknown → prod. */
export function resolveBaseURL(env?: string): string {
  const e = env === undefined ? currentApiEnv() : normalize(env);
  if (e === 'dev') return windowEnv()?.devApi ?? LOCAL_API;
  if (e === 'local') return LOCAL_API;
  return '/api'; // prod: same-origin, proxied by the console server
}

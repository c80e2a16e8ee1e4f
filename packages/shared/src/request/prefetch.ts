// Reads started ahead of the screen that will make them: the host starts a route's published
// prefetch (routes.json) while the area's code still loads, so the first screen's data does not
// wait for its scripts. The screen's own identical request, made soon after, takes the answer in
// flight instead of asking again; that answer then goes through the usual handling (messages,
// session reset, behaviour record) as if the screen had sent it then. Only GET: a read changes
// nothing, so sending it early and maybe never using it is harmless.
import type { AxiosResponse } from 'axios';
import { getLanguage } from '../i18n/language';
import { getToken } from '../session/cookie';
import { client } from './client';
import { resolveBaseURL } from './env';

/** How long an answer waits for its screen; older, the screen asks again (fresher data). */
export const PREFETCH_TTL_MS = 10_000;

interface Prefetched {
  startedAt: number;
  response: Promise<AxiosResponse>;
}

const waiting = new Map<string, Prefetched>();

const fresh = (p: Prefetched | undefined): p is Prefetched => !!p && Date.now() - p.startedAt < PREFETCH_TTL_MS;

/** A GET's query as axios sends it: null and undefined left out, values as text, any key order. */
function queryOf(params: object | undefined): [string, string][] {
  return Object.entries(params ?? {})
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]): [string, string] => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Same server, same session, same language, same path and query: the same answer. */
function keyOf(url: string, params: object | undefined): string {
  return JSON.stringify([resolveBaseURL(), getToken() ?? '', getLanguage(), url, queryOf(params)]);
}

/** Starts GET url?params now, unless the same read is already waiting. Its failure is nobody's until taken. */
export function prefetchGet(url: string, params?: object): void {
  const key = keyOf(url, params);
  if (fresh(waiting.get(key))) return;
  const response = client.request({ method: 'get', url, params });
  response.catch(() => undefined); // an answer no screen takes is dropped silently
  waiting.set(key, { startedAt: Date.now(), response });
}

/** The waiting answer to exactly this GET, once; undefined when there is none or it is too old. */
export function takePrefetched(url: string, params: object | undefined): Promise<AxiosResponse> | undefined {
  if (waiting.size === 0) return undefined;
  const key = keyOf(url, params);
  const found = waiting.get(key);
  waiting.delete(key);
  for (const [k, p] of waiting) if (!fresh(p)) waiting.delete(k);
  return fresh(found) ? found.response : undefined;
}

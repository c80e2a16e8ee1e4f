// Money moves once (issue 31, @console/contract/idempotency). A money-moving call carries an
// Idempotency-Key: one per attempt (a checkout's confirm, a recharge, a pay or cancel click), the
// same on every try of that attempt. The request layer sends it and, when a try gets no answer
// (network error, time-out, a proxy's 502/503/504), tries again with the same key: the server
// answers a repeat with the first answer, so a retry never charges twice.
import { IDEMPOTENCY_MESSAGES, needsIdempotencyKey } from '@console/contract/idempotency';
import axios from 'axios';
import { useState } from 'react';
import { RequestError } from './handle';
import { normalizePath } from './loading';

export { IDEMPOTENCY_HEADER } from '@console/contract/idempotency';

/** Tries of one money call that got no answer, after the first. */
export const MONEY_RETRIES = 2;
/** Pause before each retry. */
export const MONEY_RETRY_DELAYS_MS = [1000, 3000] as const;

/**
 * A new key: 32 hex digits from the browser's random source (crypto.getRandomValues works on
 * plain-http pages too, where randomUUID does not).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** 'post' + '/phone/buyV1' → does the server require a key for it? */
export const requiresKey = (method: string, url: string): boolean =>
  needsIdempotencyKey(`${method.toUpperCase()} ${normalizePath(url)}`);

/** A try that got no answer the server stands behind: the same key may be sent again. */
export function unanswered(err: unknown): boolean {
  if (!axios.isAxiosError(err)) return false;
  const status = err.response?.status;
  return status === undefined || status === 502 || status === 503 || status === 504;
}

/**
 * One key per attempt: a new one each time `attempt` changes (a dialog opening, a confirm step
 * opening), the same through every click and retry of that attempt.
 */
export function useAttemptKey(attempt: unknown): string {
  const [state, setState] = useState(() => ({ attempt, key: newIdempotencyKey() }));
  if (!Object.is(state.attempt, attempt)) {
    const next = { attempt, key: newIdempotencyKey() };
    setState(next); // React's "adjust state while rendering": the next render sees it
    return next.key;
  }
  return state.key;
}

/** The server's "still working on the first try" answer, in either language (it answers in the request's). */
const IN_PROGRESS: readonly string[] = Object.values(IDEMPOTENCY_MESSAGES.inProgress);

/**
 * A money call's outcome is unknown to the browser (no answer after the retries, or the server
 * still working on the first try): its attempt, and key, may be sent again. Anything else was a
 * definite answer; the next try is a new attempt.
 */
export const outcomeUnknown = (e: unknown): boolean =>
  e instanceof RequestError && (e.code === undefined || IN_PROGRESS.includes(e.message));

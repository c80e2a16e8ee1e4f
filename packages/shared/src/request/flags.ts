// Request option flags (spec §7). Callers may pass them as the 3rd argument or, as older
// call sites did, mixed into the payload; either way they must never reach the server.
export interface RequestFlags {
  /** Return the server envelope untouched: no messages, no session handling, no report. */
  skipHandling?: boolean;
  /** Do not show the global error message; resolve with the response instead of rejecting. */
  noGlobalError?: boolean;
  /** Do not post the behaviour record for this call. */
  noReport?: boolean;
  /**
   * The attempt's Idempotency-Key (request/idempotency.ts): required by the money-moving
   * endpoints; a try that gets no answer is sent again with it. Only as the 3rd argument.
   */
  idempotencyKey?: string;
}

const FLAG_KEYS = ['skipHandling', 'noGlobalError', 'noReport'] as const;

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Split flags out of a payload without mutating the caller's object. */
export function splitFlags(
  payload: object | undefined,
  flags: RequestFlags = {},
): { payload: object | undefined; flags: RequestFlags } {
  if (!isPlainObject(payload)) return { payload, flags: { ...flags } };
  const clean: Record<string, unknown> = { ...payload };
  const merged: RequestFlags = {};
  for (const key of FLAG_KEYS) {
    if (key in clean) {
      if (clean[key]) merged[key] = true;
      delete clean[key];
    }
  }
  return { payload: clean, flags: { ...merged, ...flags } };
}

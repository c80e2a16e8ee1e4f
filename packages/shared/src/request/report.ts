// Behaviour record (spec §3, §7): after each handled response the request layer posts what
// was called and how it went. Reporting must never disturb the call being reported.
import type { AxiosResponse } from 'axios';
import type { RequestFlags } from './flags';
import { TOKEN_HEADER } from './client';
import { normalizePath } from './loading';

export const RECORD_PATH = '/user/recordsRequest';

/** Calls spec §7 marks "not reported": never recorded, whether or not the caller passes noReport. */
export const UNREPORTED_PATHS: readonly string[] = [
  '/phone/list',
  '/order/list',
  '/account/list',
  '/account/getPodDetail',
  '/account/getStatus',
];

export function isReported(url: string): boolean {
  return !UNREPORTED_PATHS.includes(normalizePath(url));
}

export interface BehaviourRecord {
  api_endpoint: string;
  request_method: string;
  /** The base address the call went to (spec §3 names it request_ip). */
  request_ip: string;
  request_headers: string;
  request_body: string;
  response_status_code: number;
  response_body: string;
  execution_time: number;
}

export interface RecordContext {
  method: string;
  url: string;
  /** Post body, or query params for GET — already stripped of flags. */
  payload: object | undefined;
  startedAt: number;
}

/** Keys whose values never leave the browser in a record (compared case-insensitively, at any depth). */
export const SECRET_KEYS: readonly string[] = [
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'smsCode',
  'code',
  'token',
  TOKEN_HEADER,
  'cookie',
  'set-cookie',
  'authorization',
];
const SECRET = new Set(SECRET_KEYS.map((k) => k.toLowerCase()));
export const REDACTED = '***';
/** Each text field of a record is at most this many UTF-8 bytes, marker included. */
export const MAX_FIELD_BYTES = 2048;

/**
 * A copy with secret values replaced by '***'. `keepEnvelopeCode`: a response's top-level
 * numeric `code` is the envelope's status, not a secret.
 */
export function redact(value: unknown, keepEnvelopeCode = false, seen = new WeakSet<object>()): unknown {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    value = (value as { toJSON: () => unknown }).toJSON(); // Date, axios headers: what JSON would send
  }
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => redact(v, false, seen));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const envelopeCode = keepEnvelopeCode && k === 'code' && typeof v === 'number';
    out[k] = SECRET.has(k.toLowerCase()) && !envelopeCode ? REDACTED : redact(v, false, seen);
  }
  return out;
}

/** Text that may be JSON or a form/query string: secrets inside it are redacted too. */
function redactText(text: string, keepEnvelopeCode: boolean): string {
  const t = text.trim();
  if (t.startsWith('{') || t.startsWith('[')) {
    try {
      return JSON.stringify(redact(JSON.parse(t), keepEnvelopeCode));
    } catch {
      // not JSON after all: fall through
    }
  }
  return text.replace(/(^|[&?;\s,])([^=&?;\s,]+)=([^&;\s,]*)/g, (m, sep: string, key: string) => {
    let name = key;
    try {
      name = decodeURIComponent(key);
    } catch {
      // keep the raw key
    }
    return SECRET.has(name.toLowerCase()) ? `${sep}${key}=${REDACTED}` : m;
  });
}

const utf8Bytes = (cp: number) => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/** At most MAX_FIELD_BYTES UTF-8 bytes; a cut text ends with a marker saying how long it was. */
export function capText(text: string, maxBytes = MAX_FIELD_BYTES): string {
  let total = 0;
  for (const ch of text) total += utf8Bytes(ch.codePointAt(0)!);
  if (total <= maxBytes) return text;
  const marker = `…[truncated, ${total} bytes]`;
  const budget = maxBytes - [...marker].reduce((n, ch) => n + utf8Bytes(ch.codePointAt(0)!), 0);
  let used = 0;
  let out = '';
  for (const ch of text) {
    const b = utf8Bytes(ch.codePointAt(0)!);
    if (used + b > budget) break;
    used += b;
    out += ch;
  }
  return out + marker;
}

function toText(v: unknown, keepEnvelopeCode = false): string {
  let text: string;
  if (typeof v === 'string') text = redactText(v, keepEnvelopeCode);
  else {
    try {
      text = JSON.stringify(redact(v ?? {}, keepEnvelopeCode)) ?? '';
    } catch {
      text = String(v);
    }
  }
  return capText(text);
}

/** Header text with the token, cookies and credentials masked: the record is stored server-side. */
function headersText(headers: unknown): string {
  const raw =
    headers && typeof (headers as { toJSON?: unknown }).toJSON === 'function'
      ? (headers as { toJSON: () => Record<string, unknown> }).toJSON()
      : ((headers ?? {}) as Record<string, unknown>);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined || v === null) continue;
    out[k] = v;
  }
  return toText(out);
}

export function buildRecord(res: AxiosResponse, ctx: RecordContext, now = Date.now()): BehaviourRecord {
  const body = res.data as { code?: unknown } | undefined;
  return {
    api_endpoint: ctx.url,
    request_method: ctx.method.toUpperCase(),
    request_ip: res.config?.baseURL ?? '',
    request_headers: headersText(res.config?.headers),
    request_body: toText(ctx.payload),
    response_status_code: typeof body?.code === 'number' ? body.code : res.status,
    response_body: toText(res.data, true),
    execution_time: Math.max(0, now - ctx.startedAt),
  };
}

export type Sender = (url: string, data: object, flags: RequestFlags) => Promise<unknown>;

/** Fire-and-forget; the sender is injected so this file does not import the request layer. */
export function sendRecord(record: BehaviourRecord, send: Sender): void {
  if (!isReported(record.api_endpoint)) return;
  try {
    send(RECORD_PATH, record, { skipHandling: true, noReport: true }).catch(() => undefined);
  } catch {
    // never throws: a failed report must not fail the reported call
  }
}

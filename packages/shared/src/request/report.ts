// Behaviour record (spec §3, §7): after each handled response the request layer posts what
// was called and how it went. Reporting must never disturb the call being reported.
import type { AxiosResponse } from 'axios';
import type { RequestFlags } from './flags';
import { TOKEN_HEADER } from './client';

export const RECORD_PATH = '/user/recordsRequest';

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

function toText(v: unknown): string {
  if (typeof v === 'string') return v;
  try {
    return JSON.stringify(v ?? {}) ?? '';
  } catch {
    return String(v);
  }
}

/** Header text with the token masked: the record is stored server-side and must not leak it. */
function headersText(headers: unknown): string {
  const raw =
    headers && typeof (headers as { toJSON?: unknown }).toJSON === 'function'
      ? (headers as { toJSON: () => Record<string, unknown> }).toJSON()
      : ((headers ?? {}) as Record<string, unknown>);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined || v === null) continue;
    out[k] = k.toLowerCase() === TOKEN_HEADER.toLowerCase() ? '***' : v;
  }
  return JSON.stringify(out);
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
    response_body: toText(res.data),
    execution_time: Math.max(0, now - ctx.startedAt),
  };
}

export type Sender = (url: string, data: object, flags: RequestFlags) => Promise<unknown>;

/** Fire-and-forget; the sender is injected so this file does not import the request layer. */
export function sendRecord(record: BehaviourRecord, send: Sender): void {
  try {
    send(RECORD_PATH, record, { skipHandling: true, noReport: true }).catch(() => undefined);
  } catch {
    // never throws: a failed report must not fail the reported call
  }
}

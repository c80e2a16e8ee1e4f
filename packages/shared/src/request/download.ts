// CSV export download. The export is streamed by the server as text/csv; a plain <a href>
// cannot send the P-Token header, so the file is fetched through the shared axios client
// (same base address and token as every other call, applied by its request interceptor)
// and saved from an object URL.
//
// The client is used directly instead of get(): the body is a file, not the { code } envelope,
// so there is no envelope handling, no behaviour record (flags skipHandling + noReport) and no
// full-screen loading overlay (the export button shows its own spinner). Only when the server
// answers JSON instead of CSV (e.g. 20103 login invalid) is the body handed to the same
// response handler get/post use, so the user sees the same messages and session reset.
import axios, { type AxiosResponse } from 'axios';
import type { ApiResponse } from '../api/types';
import { commonText } from '../i18n/common';
import { client } from './client';
import { type RequestFlags, splitFlags } from './flags';
import { handleResponse, handleTransportError, RequestError } from './handle';
import { showError } from './message';

/** Flags of this call: the file is never enveloped nor reported. */
export const DOWNLOAD_FLAGS: RequestFlags = { skipHandling: true, noReport: true };

async function bodyText(data: unknown): Promise<string> {
  if (typeof data === 'string') return data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    if (typeof data.text === 'function') return data.text();
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      // readAsText: the result is a string
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
      reader.onerror = () => reject(reader.error ?? new Error('FileReader could not read the body'));
      reader.readAsText(data);
    });
  }
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  return JSON.stringify(data ?? '');
}

/** Parsed JSON body of a blob response, or undefined when it is not JSON. */
async function jsonBody(data: unknown): Promise<unknown> {
  if (data !== null && typeof data === 'object' && !(data instanceof Blob) && !(data instanceof ArrayBuffer)) {
    return data; // already parsed (e.g. an adapter that ignores responseType)
  }
  try {
    return JSON.parse(await bodyText(data));
  } catch {
    return undefined;
  }
}

function contentType(res: Pick<AxiosResponse, 'headers'>): string {
  const h = res.headers as Record<string, unknown> & { get?: (k: string) => unknown };
  const v = typeof h?.get === 'function' ? h.get('content-type') : (h?.['content-type'] ?? h?.['Content-Type']);
  return typeof v === 'string' ? v.toLowerCase() : '';
}

/** Save a blob under a file name through a temporary <a download>. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  try {
    a.click();
  } finally {
    a.remove();
    // Revoking in the same tick can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/**
 * GET `path` with `params` as the query and save the CSV as `filename`.
 * Rejects with a RequestError (after showing the message) when the server answers an error.
 */
export async function downloadCsv(path: string, params: object, filename: string): Promise<void> {
  const { payload } = splitFlags(params); // stray flags must never reach the server
  let res: AxiosResponse<unknown>;
  try {
    res = await client.request<unknown>({ method: 'get', url: path, params: payload, responseType: 'blob' });
  } catch (err) {
    // An HTTP error body arrives as a Blob too: parse it so its message can be shown.
    if (axios.isAxiosError(err) && err.response) {
      const parsed = await jsonBody(err.response.data);
      if (parsed !== undefined) err.response.data = parsed;
    }
    throw handleTransportError(err, {});
  }

  const type = contentType(res);
  if (type.includes('json')) {
    const body = (await jsonBody(res.data)) as ApiResponse<unknown> | undefined;
    // 20103 → login-invalid path; any other non-success code → error message; both reject.
    handleResponse(body ?? { code: -1, message: '', data: null }, {});
    // A success envelope where a file was expected: nothing to save.
    const text = (body && typeof body.message === 'string' && body.message) || commonText('networkError');
    showError(text);
    throw new RequestError(text, { code: body?.code, response: body });
  }

  const blob =
    typeof Blob !== 'undefined' && res.data instanceof Blob
      ? res.data
      : new Blob([await bodyText(res.data)], { type: type || 'text/csv;charset=utf-8' });
  saveBlob(blob, filename);
}

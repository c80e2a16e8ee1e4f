// Response handling, exactly the spec §8 catalogue. Pure decisions + side effects
// (messages, session reset); sending the behaviour record is done by http.ts.
import axios from 'axios';
import type { ApiResponse } from '../api/types';
import { commonText } from '../i18n/common';
import { resetToken } from '../session/reset';
import type { RequestFlags } from './flags';
import { destroyAllMessages, showError } from './message';

export const SUCCESS_CODES: readonly number[] = [0, 20201];
export const LOGIN_INVALID_CODE = 20103;

/** What get/post reject with: message is what the user was shown (or would have been). */
export class RequestError extends Error {
  readonly code?: number;
  readonly status?: number;
  readonly response?: unknown;
  constructor(message: string, extra: { code?: number; status?: number; response?: unknown } = {}) {
    super(message);
    this.name = 'RequestError';
    this.code = extra.code;
    this.status = extra.status;
    this.response = extra.response;
  }
}

let onLoginInvalid: (() => void) | undefined;

/** The host hooks navigation to /auth here; shared code has no router. */
export function setOnLoginInvalid(fn: () => void): void {
  onLoginInvalid = fn;
}

function serverMessage(body: unknown): string {
  const m = (body as { message?: unknown } | null | undefined)?.message;
  return typeof m === 'string' ? m : '';
}

/** Whether a handled response gets a behaviour record (never for 20103 or skipped calls). */
export function shouldReport(body: unknown, flags: RequestFlags): boolean {
  if (flags.skipHandling || flags.noReport) return false;
  return (body as { code?: unknown } | undefined)?.code !== LOGIN_INVALID_CODE;
}

export function handleResponse<T>(body: ApiResponse<T>, flags: RequestFlags): ApiResponse<T> {
  if (flags.skipHandling) return body;
  const code = (body as { code?: unknown } | undefined)?.code as number | undefined;

  if (code === LOGIN_INVALID_CODE) {
    destroyAllMessages(); // stacked errors from parallel calls would bury the one that matters
    const text = serverMessage(body) || commonText('loginInvalid');
    showError(text);
    resetToken();
    try {
      onLoginInvalid?.();
    } catch {
      // a failing host hook must not turn the rejection into something else
    }
    throw new RequestError(text, { code, response: body });
  }

  if (code !== undefined && SUCCESS_CODES.includes(code)) return body;
  if (flags.noGlobalError) return body; // caller inspects the code itself

  const text = serverMessage(body) || commonText('networkError');
  showError(text);
  throw new RequestError(text, { code, response: body });
}

/** Transport/HTTP failure (timeout, network, 4xx/5xx). Always rejects; the message is skipped
 * only when the caller asked for no handling or no global error (e.g. polled status calls). */
export function handleTransportError(err: unknown, flags: RequestFlags): RequestError {
  const response = axios.isAxiosError(err) ? err.response : undefined;
  const body: unknown = response?.data;
  const text = serverMessage(body) || commonText('networkError');
  if (!flags.skipHandling && !flags.noGlobalError) showError(text);
  const code = (body as { code?: unknown } | undefined)?.code;
  return new RequestError(text, {
    code: typeof code === 'number' ? code : undefined,
    status: response?.status,
    response: body,
  });
}

// The sign-in calls' transport: fetch, not the console's axios client, so the signed-out page
// loads neither axios nor the request layer's handling (issue 37). Same address, token and
// language as every other call (request/client.ts); the caller shows what went wrong: a failure
// rejects with the server's message, or the shared "network error" sentence.
import type { ApiResponse } from '../api/types';
import { commonText } from '../i18n/common';
import { getLanguage } from '../i18n/language';
import { resolveBaseURL } from '../request/env';
import { LANGUAGE_HEADER, LANGUAGE_TAG, REQUEST_TIMEOUT, TOKEN_HEADER } from '../request/headers';
import { getToken } from '../session/cookie';

function serverMessage(body: unknown): string {
  const m = (body as { message?: unknown } | null | undefined)?.message;
  return typeof m === 'string' ? m : '';
}

/** POST `body` as JSON to the API's `path`; the answer's body (any code), or a rejection with its message. */
export async function postJson<T>(path: string, body: object): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [LANGUAGE_HEADER]: LANGUAGE_TAG[getLanguage()],
  };
  const token = getToken();
  if (token) headers[TOKEN_HEADER] = token;
  let res: Response;
  try {
    res = await fetch(`${resolveBaseURL()}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT),
    });
  } catch {
    throw new Error(commonText('networkError'));
  }
  const data = (await res.json().catch(() => undefined)) as ApiResponse<T> | undefined;
  if (!res.ok || !data) throw new Error(serverMessage(data) || commonText('networkError'));
  return data;
}

// get/post: the only way shared code and the screens call the server.
import type { AxiosResponse } from 'axios';
import type { ApiResponse } from '../api/types';
import { client } from './client';
import { type RequestFlags, splitFlags } from './flags';
import { handleResponse, handleTransportError, shouldReport } from './handle';
import { IDEMPOTENCY_HEADER, MONEY_RETRIES, MONEY_RETRY_DELAYS_MS, requiresKey, unanswered } from './idempotency';
import { loadingEnd, loadingStart } from './loading';
import { takePrefetched } from './prefetch';
import { buildRecord, sendRecord } from './report';

type Method = 'get' | 'post';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one call; a money call that gets no answer is tried again with its key. */
async function send<T>(
  method: Method,
  url: string,
  payload: object | undefined,
  key: string | undefined,
): Promise<AxiosResponse<ApiResponse<T>>> {
  const config = {
    method,
    url,
    ...(method === 'get' ? { params: payload } : { data: payload }),
    ...(key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {}),
  };
  for (let retry = 0; ; retry++) {
    try {
      return await client.request<ApiResponse<T>>(config);
    } catch (err) {
      if (!key || retry >= MONEY_RETRIES || !unanswered(err)) throw err;
      await pause(MONEY_RETRY_DELAYS_MS[retry]);
    }
  }
}

async function request<T>(
  method: Method,
  url: string,
  input: object | undefined,
  extraFlags: RequestFlags | undefined,
): Promise<ApiResponse<T>> {
  const { payload, flags } = splitFlags(input, extraFlags);
  const key = flags.idempotencyKey;
  if (!key && requiresKey(method, url))
    throw new Error(`${method.toUpperCase()} ${url} moves money: pass its attempt's idempotencyKey`);
  const startedAt = Date.now();
  loadingStart(url);
  let res: AxiosResponse<ApiResponse<T>>;
  try {
    // a read the host started ahead of this screen (prefetch.ts) is answered by that request
    const early = method === 'get' ? takePrefetched(url, payload) : undefined;
    res = await ((early as Promise<AxiosResponse<ApiResponse<T>>> | undefined) ?? send<T>(method, url, payload, key));
  } catch (err) {
    loadingEnd(url);
    throw handleTransportError(err, flags);
  }
  loadingEnd(url);
  if (shouldReport(res.data, flags)) {
    sendRecord(buildRecord(res, { method, url, payload, startedAt }), post);
  }
  return handleResponse(res.data, flags);
}

export function get<T = unknown>(url: string, params?: object, flags?: RequestFlags): Promise<ApiResponse<T>> {
  return request<T>('get', url, params, flags);
}

export function post<T = unknown>(url: string, data?: object, flags?: RequestFlags): Promise<ApiResponse<T>> {
  return request<T>('post', url, data, flags);
}

// get/post: the only way shared code and the screens call the server.
import type { AxiosResponse } from 'axios';
import type { ApiResponse } from '../api/types';
import { client } from './client';
import { type RequestFlags, splitFlags } from './flags';
import { handleResponse, handleTransportError, shouldReport } from './handle';
import { loadingEnd, loadingStart } from './loading';
import { takePrefetched } from './prefetch';
import { buildRecord, sendRecord } from './report';

type Method = 'get' | 'post';

async function request<T>(
  method: Method,
  url: string,
  input: object | undefined,
  extraFlags: RequestFlags | undefined,
): Promise<ApiResponse<T>> {
  const { payload, flags } = splitFlags(input, extraFlags);
  const startedAt = Date.now();
  loadingStart(url);
  let res: AxiosResponse<ApiResponse<T>>;
  try {
    // a read the host started ahead of this screen (prefetch.ts) is answered by that request
    const early = method === 'get' ? takePrefetched(url, payload) : undefined;
    res = await ((early as Promise<AxiosResponse<ApiResponse<T>>> | undefined) ??
      client.request<ApiResponse<T>>({
        method,
        url,
        ...(method === 'get' ? { params: payload } : { data: payload }),
      }));
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

// Test helpers: a fake server behind both transports (the shared axios client's adapter, and fetch
// for the sign-in calls) and a fake antd message API. Not exported from index.ts.
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { MessageInstance } from 'antd/es/message/interface';
import Cookies from 'js-cookie';
import { client } from '../request/client';
import { setMessageApi } from '../request/message';

export type Reply =
  | { status?: number; data: unknown }
  | { network: true }
  | ((config: InternalAxiosRequestConfig) => Promise<Reply> | Reply);

export interface FakeServer {
  calls: InternalAxiosRequestConfig[];
  /** Calls except the behaviour records. */
  apiCalls(): InternalAxiosRequestConfig[];
  records(): Record<string, unknown>[];
}

/** Route replies by path; anything unrouted answers { code: 0 }. */
export function fakeServer(routes: Record<string, Reply> = {}): FakeServer {
  const calls: InternalAxiosRequestConfig[] = [];
  client.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    calls.push(config);
    let reply: Reply = routes[config.url ?? ''] ?? { data: { code: 0, message: '', data: null } };
    while (typeof reply === 'function') reply = await reply(config);
    if ('network' in reply) throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status ?? 200,
      statusText: '',
      headers: {},
      config,
    };
    if (response.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    }
    return response;
  };
  // the sign-in calls (../signin/post.ts) go over fetch to `${base}${path}`: the same routes answer,
  // recorded in the same list with the axios calls' fields
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = (typeof input === 'string' ? input : 'url' in input ? input.url : input.href)
      .replace(/^(https?:\/\/[^/]+)?\/api(?=\/)/, '')
      .replace(/^https?:\/\/[^/]+/, '');
    const config = {
      method: (init?.method ?? 'get').toLowerCase(),
      url,
      data: init?.body,
      headers: init?.headers,
    } as unknown as InternalAxiosRequestConfig;
    calls.push(config);
    let reply: Reply = routes[url] ?? { data: { code: 0, message: '', data: null } };
    while (typeof reply === 'function') reply = await reply(config);
    if ('network' in reply) throw new TypeError('Failed to fetch');
    const status = reply.status ?? 200;
    const body = JSON.stringify(reply.data);
    return { ok: status < 400, status, json: async () => JSON.parse(body) as unknown } as Response;
  }) as typeof fetch;
  const isRecord = (c: InternalAxiosRequestConfig) => c.url === '/user/recordsRequest';
  return {
    calls,
    apiCalls: () => calls.filter((c) => !isRecord(c)),
    records: () => calls.filter(isRecord).map((c) => JSON.parse(String(c.data)) as Record<string, unknown>),
  };
}

export function fakeMessages(): jest.Mocked<MessageInstance> {
  const api = {
    info: jest.fn(),
    success: jest.fn(),
    error: jest.fn(),
    warning: jest.fn(),
    loading: jest.fn(),
    open: jest.fn(),
    destroy: jest.fn(),
  } as unknown as jest.Mocked<MessageInstance>;
  setMessageApi(api);
  return api;
}

/** Let fire-and-forget work (the behaviour record) run. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function clearCookies(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

/** Plain text of a rendered message content element (text + the × button). */
export function contentText(node: unknown): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(contentText).join('');
  const props = (node as { props?: { children?: unknown } }).props;
  return props ? contentText(props.children) : '';
}

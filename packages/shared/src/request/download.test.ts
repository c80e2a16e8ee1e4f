import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { client } from './client';
import { downloadCsv } from './download';
import { RequestError } from './handle';
import { setOnLoginInvalid } from './handle';
import { getToken, setToken } from '../session/cookie';
import { setLanguage } from '../i18n/language';
import { clearCookies, contentText, fakeMessages, flush } from '../testing/fakeServer';

type Reply = { status?: number; type?: string; data: unknown };

function fakeAdapter(reply: Reply): InternalAxiosRequestConfig[] {
  const calls: InternalAxiosRequestConfig[] = [];
  client.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    calls.push(config);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status ?? 200,
      statusText: '',
      headers: reply.type ? { 'content-type': reply.type } : {},
      config,
    };
    if (response.status >= 400) {
      throw new AxiosError('bad', 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  return calls;
}

const createObjectURL = jest.fn((_b: Blob) => 'blob:fake-1');
const revokeObjectURL = jest.fn();
let clicked: { href: string; download: string; blob?: Blob }[] = [];

beforeAll(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({
      href: this.getAttribute('href') ?? '',
      download: this.download,
      blob: createObjectURL.mock.calls.at(-1)?.[0],
    });
  });
});

beforeEach(() => {
  clearCookies();
  clicked = [];
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  localStorage.clear();
});

it('GETs the export with params, base address and P-Token, and saves the blob under the file name', async () => {
  const msg = fakeMessages();
  setToken('tok-1');
  const csv = new Blob(['\uFEFFid,name\r\n1,a\r\n'], { type: 'text/csv' });
  const calls = fakeAdapter({ type: 'text/csv; charset=utf-8', data: csv });

  await downloadCsv('/phone/list/export', { keyword: 'x', filterStatus: 1, noReport: true }, 'phones-20250101.csv');

  expect(calls).toHaveLength(1); // no behaviour record
  expect(calls[0].method).toBe('get');
  expect(calls[0].url).toBe('/phone/list/export');
  expect(calls[0].params).toEqual({ keyword: 'x', filterStatus: 1 }); // flags stripped
  expect(calls[0].baseURL).toBe('/api');
  expect(calls[0].responseType).toBe('blob');
  expect(calls[0].headers.get('P-Token')).toBe('tok-1');
  expect(clicked).toEqual([{ href: 'blob:fake-1', download: 'phones-20250101.csv', blob: csv }]);
  expect(document.querySelectorAll('a').length).toBe(0); // temporary link removed
  await flush();
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:fake-1');
  expect(msg.open).not.toHaveBeenCalled();
});

it('asks for the export in the console language (Accept-Language), so headers and labels match the screen', async () => {
  fakeMessages();
  setLanguage('en');
  const calls = fakeAdapter({ type: 'text/csv', data: new Blob(['a']) });
  await downloadCsv('/order/list/export', {}, 'orders.csv');
  expect(calls[0].headers.get('Accept-Language')).toBe('en');
});

it('follows the env base address', async () => {
  fakeMessages();
  localStorage.setItem('apiEnv', 'local');
  const calls = fakeAdapter({ type: 'text/csv', data: new Blob(['a']) });
  await downloadCsv('/x/export', {}, 'x.csv');
  expect(calls[0].baseURL).toBe('http://localhost:8091');
});

it('a JSON 20103 answer goes through the login-invalid handling and rejects, saving nothing', async () => {
  const msg = fakeMessages();
  const hook = jest.fn();
  setOnLoginInvalid(hook);
  setToken('tok-1');
  fakeAdapter({
    type: 'application/json; charset=utf-8',
    data: new Blob([JSON.stringify({ code: 20103, message: '', data: null })], { type: 'application/json' }),
  });

  const err = await downloadCsv('/phone/list/export', {}, 'p.csv').catch((e: unknown) => e);

  expect(err).toBeInstanceOf(RequestError);
  expect((err as RequestError).code).toBe(20103);
  expect(msg.destroy).toHaveBeenCalled();
  expect(contentText(msg.open.mock.calls[0][0].content)).toContain('登录失效，请重新登录或者授权');
  expect(getToken()).toBeUndefined();
  expect(hook).toHaveBeenCalled();
  expect(clicked).toHaveLength(0);
  setOnLoginInvalid(() => undefined);
});

it('a JSON error code shows the server message and rejects', async () => {
  const msg = fakeMessages();
  fakeAdapter({
    type: 'application/json',
    data: new Blob([JSON.stringify({ code: 500, message: '导出太多', data: null })]),
  });
  await expect(downloadCsv('/a/export', {}, 'a.csv')).rejects.toThrow('导出太多');
  expect(contentText(msg.open.mock.calls[0][0].content)).toContain('导出太多');
  expect(clicked).toHaveLength(0);
});

it('an HTTP error with a JSON blob body shows its message', async () => {
  const msg = fakeMessages();
  fakeAdapter({ status: 500, type: 'application/json', data: new Blob([JSON.stringify({ message: 'boom' })]) });
  await expect(downloadCsv('/a/export', {}, 'a.csv')).rejects.toThrow('boom');
  expect(contentText(msg.open.mock.calls[0][0].content)).toContain('boom');
});

import { act, createElement } from 'react';
import { isCounted, loading, normalizePath, resetLoading, useLoadingCount } from './loading';
import { get, post } from './http';
import { fakeMessages, fakeServer, type Reply } from '../testing/fakeServer';

// react-dom ships no types here (@types/react-dom is not a dependency); type just what we use.
interface Root {
  render(node: unknown): void;
  unmount(): void;
}
const { createRoot } = jest.requireActual<{ createRoot: (el: Element) => Root }>('react-dom/client');

beforeEach(() => {
  resetLoading();
  fakeMessages();
});

/** A reply that waits until the test releases it, so the in-flight count can be observed. */
function held(reply: Reply) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  return { reply: async () => (await gate, reply), release };
}

it('counts outstanding requests and notifies subscribers', async () => {
  const a = held({ data: { code: 0, message: '', data: null } });
  fakeServer({ '/phone/cnt': a.reply });
  const seen: number[] = [];
  const off = loading.subscribe((n) => seen.push(n));
  const p = get('/phone/cnt', undefined, { noReport: true });
  expect(loading.count()).toBe(1);
  a.release();
  await p;
  expect(loading.count()).toBe(0);
  off();
  expect(seen).toEqual([1, 0]);
});

it('server error codes also bring the count back to zero', async () => {
  fakeServer({ '/x': { data: { code: 40001, message: 'bad', data: null } } });
  await post('/x', {}, { noReport: true }).catch(() => undefined);
  expect(loading.count()).toBe(0);
});

it('a transport error decrements the count', async () => {
  const a = held({ network: true });
  fakeServer({ '/phone/cnt': a.reply });
  const p = get('/phone/cnt').catch(() => undefined);
  expect(loading.count()).toBe(1);
  a.release();
  await p;
  expect(loading.count()).toBe(0);
});

it.each([
  '/account/actionYunPhone',
  '/account/getStatus',
  '/phone/uploadExecuteTask',
  '/account/close',
  '/account/list',
])('excluded request %s never changes the count', async (url) => {
  const a = held({ network: true });
  fakeServer({ [url]: a.reply });
  const seen: number[] = [];
  loading.subscribe((n) => seen.push(n));
  const p = post(url, {}, { noReport: true }).catch(() => undefined);
  expect(loading.count()).toBe(0);
  a.release();
  await p;
  expect(loading.count()).toBe(0);
  expect(seen).toEqual([]);
});

it('matches exclusions however the url is written', () => {
  expect(normalizePath('account/list?page=1')).toBe('/account/list');
  expect(normalizePath('http://h:1/account/close/')).toBe('/account/close');
  expect(isCounted('/account/list')).toBe(false);
  expect(isCounted('/account/listAll')).toBe(true);
});

it('useLoadingCount re-renders with the count', async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const a = held({ data: { code: 0, message: '', data: null } });
  fakeServer({ '/phone/cnt': a.reply });
  const el = document.createElement('div');
  const root = createRoot(el);
  function Probe() {
    return createElement('span', null, String(useLoadingCount()));
  }
  await act(async () => root.render(createElement(Probe)));
  expect(el.textContent).toBe('0');
  let p!: Promise<unknown>;
  await act(async () => {
    p = get('/phone/cnt', undefined, { noReport: true });
  });
  expect(el.textContent).toBe('1');
  await act(async () => {
    a.release();
    await p;
  });
  expect(el.textContent).toBe('0');
  act(() => root.unmount());
});

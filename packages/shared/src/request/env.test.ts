import { currentApiEnv, resolveBaseURL } from './env';
import { get } from './http';
import { fakeMessages, fakeServer } from '../testing/fakeServer';

type EnvWindow = { __CONSOLE_ENV__?: { apiEnv?: string; devApi?: string } };
const win = window as unknown as EnvWindow;

beforeEach(() => {
  localStorage.clear();
  delete win.__CONSOLE_ENV__;
  fakeMessages();
});

describe('base address resolution (spec §7)', () => {
  it('defaults to prod → same-origin /api', () => {
    expect(currentApiEnv()).toBe('prod');
    expect(resolveBaseURL()).toBe('/api');
  });

  it('dev uses the configured dev API, else the local server', () => {
    expect(resolveBaseURL('dev')).toBe('http://localhost:8091');
    win.__CONSOLE_ENV__ = { devApi: 'http://dev.example:9000' };
    expect(resolveBaseURL('dev')).toBe('http://dev.example:9000');
  });

  it('local is the developer server on port 8091', () => {
    expect(resolveBaseURL('local')).toBe('http://localhost:8091');
  });

  it('an unknown setting falls back to prod', () => {
    expect(resolveBaseURL('staging')).toBe('/api');
    localStorage.setItem('apiEnv', 'staging');
    expect(currentApiEnv()).toBe('prod');
  });

  it('window config wins over localStorage', () => {
    localStorage.setItem('apiEnv', 'local');
    expect(currentApiEnv()).toBe('local');
    win.__CONSOLE_ENV__ = { apiEnv: 'dev' };
    expect(currentApiEnv()).toBe('dev');
  });

  it('is re-read on every request', async () => {
    const server = fakeServer();
    await get('/phone/cnt', undefined, { noReport: true });
    localStorage.setItem('apiEnv', 'local');
    await get('/phone/cnt', undefined, { noReport: true });
    localStorage.setItem('apiEnv', 'bogus');
    await get('/phone/cnt', undefined, { noReport: true });
    expect(server.calls.map((c) => c.baseURL)).toEqual(['/api', 'http://localhost:8091', '/api']);
  });
});

import { splitFlags } from './flags';
import { get, post } from './http';
import { fakeMessages, fakeServer, flush } from '../testing/fakeServer';

beforeEach(() => {
  fakeMessages();
});

describe('splitFlags', () => {
  it('removes the three flags from the payload without mutating it', () => {
    const input = { page: 1, skipHandling: true, noGlobalError: false, noReport: true };
    const out = splitFlags(input);
    expect(out.payload).toEqual({ page: 1 });
    expect(out.flags).toEqual({ skipHandling: true, noReport: true });
    expect(input).toHaveProperty('skipHandling', true);
  });

  it('merges the third-argument flags (which win)', () => {
    expect(splitFlags({ noReport: true }, { noGlobalError: true }).flags).toEqual({
      noReport: true,
      noGlobalError: true,
    });
  });

  it('leaves non-plain payloads alone', () => {
    const form = new FormData();
    expect(splitFlags(form, { noReport: true })).toEqual({ payload: form, flags: { noReport: true } });
    expect(splitFlags(undefined).payload).toBeUndefined();
  });
});

describe('flags never reach the server', () => {
  it('stripped from POST bodies', async () => {
    const server = fakeServer();
    await post('/phone/update', { id: 7, noGlobalError: true, noReport: true });
    await flush();
    expect(JSON.parse(String(server.apiCalls()[0].data))).toEqual({ id: 7 });
    expect(server.records()).toHaveLength(0); // noReport honoured from the payload
  });

  it('stripped from GET params', async () => {
    const server = fakeServer();
    await get('/phone/list', { page: 1, limit: 10, skipHandling: true });
    expect(server.apiCalls()[0].params).toEqual({ page: 1, limit: 10 });
  });

  it('flags given as the third argument are honoured and not sent', async () => {
    const server = fakeServer({ '/x': { data: { code: 40001, message: 'bad', data: null } } });
    await expect(post('/x', { a: 1 }, { noGlobalError: true, noReport: true })).resolves.toMatchObject({ code: 40001 });
    await flush();
    expect(JSON.parse(String(server.calls[0].data))).toEqual({ a: 1 });
    expect(server.records()).toHaveLength(0);
  });
});

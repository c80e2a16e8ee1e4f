import { IDEMPOTENCY_MESSAGES } from '@console/contract/idempotency';
import { RequestError } from './handle';
import { post } from './http';
import {
  IDEMPOTENCY_HEADER,
  MONEY_RETRY_DELAYS_MS,
  newIdempotencyKey,
  outcomeUnknown,
  requiresKey,
} from './idempotency';
import { clearCookies, fakeMessages, fakeServer } from '../testing/fakeServer';

beforeEach(() => {
  clearCookies();
  fakeMessages();
});
afterEach(() => jest.useRealTimers());

it('makes keys the server accepts, a new one each time', () => {
  const a = newIdempotencyKey();
  expect(a).toMatch(/^[0-9a-f]{32}$/);
  expect(newIdempotencyKey()).not.toBe(a);
});

it("an answer still in progress (the contract's sentence, in either language) leaves the outcome unknown", () => {
  for (const message of [IDEMPOTENCY_MESSAGES.inProgress.zh, IDEMPOTENCY_MESSAGES.inProgress.en])
    expect(outcomeUnknown(new RequestError(message, { code: 40009 }))).toBe(true);
  expect(outcomeUnknown(new RequestError(IDEMPOTENCY_MESSAGES.reused.en, { code: 40009 }))).toBe(false);
  expect(outcomeUnknown(new RequestError('网络请求错误'))).toBe(true); // no code: no answer
});

it('knows the money-moving endpoints from the contract', () => {
  expect(requiresKey('post', '/phone/buyV1')).toBe(true);
  expect(requiresKey('post', 'order/pay?x=1')).toBe(true);
  expect(requiresKey('post', '/phone/totalPrice')).toBe(false);
  expect(requiresKey('get', '/phone/buyV1')).toBe(false);
});

it('refuses to send a money call without its attempt key', async () => {
  const server = fakeServer();
  await expect(post('/phone/buyV1', { quantity: 1 })).rejects.toThrow(/moves money/);
  expect(server.apiCalls()).toHaveLength(0);
});

it('sends the key, and the same key again when a try gets no answer; a definite answer is not retried', async () => {
  jest.useFakeTimers();
  let tries = 0;
  const server = fakeServer({
    '/phone/buyV1': () =>
      ++tries < 3 ? { network: true } : { data: { code: 0, message: 'ok', data: { order_no: 'P1' } } },
    '/order/pay': { data: { code: 40009, message: '余额不足', data: null } },
  });
  const paid = post('/phone/buyV1', { quantity: 1 }, { idempotencyKey: 'k'.repeat(32), noReport: true });
  await jest.advanceTimersByTimeAsync(MONEY_RETRY_DELAYS_MS[0] + MONEY_RETRY_DELAYS_MS[1]);
  await expect(paid).resolves.toMatchObject({ data: { order_no: 'P1' } });
  const keys = server.apiCalls().map((c) => c.headers.get(IDEMPOTENCY_HEADER));
  expect(keys).toEqual(['k'.repeat(32), 'k'.repeat(32), 'k'.repeat(32)]);

  await expect(
    post('/order/pay', { order_no: 'P1' }, { idempotencyKey: 'j'.repeat(32), noReport: true }),
  ).rejects.toThrow('余额不足');
  expect(server.apiCalls().filter((c) => c.url === '/order/pay')).toHaveLength(1);
});

it('gives up after the retries and says so, once', async () => {
  jest.useFakeTimers();
  const messages = fakeMessages();
  const server = fakeServer({ '/phone/recharge': { network: true } });
  const sent = post('/phone/recharge', { amount: 1 }, { idempotencyKey: 'r'.repeat(32), noReport: true });
  const failed = expect(sent).rejects.toThrow();
  await jest.advanceTimersByTimeAsync(10_000);
  await failed;
  expect(server.apiCalls()).toHaveLength(3);
  expect(messages.open).toHaveBeenCalledTimes(1);
});

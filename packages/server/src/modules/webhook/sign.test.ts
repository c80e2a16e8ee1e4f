import { newWebhookSecret, signature, verifySignature } from './sign';

const at = new Date('2030-01-15T04:00:00.000Z');

test('a signature verifies with its secret and body, and with nothing else', () => {
  const secret = newWebhookSecret();
  const body = JSON.stringify({ id: 1, kind: 'phone_cancelled' });
  const header = signature(secret, body, at);
  expect(header).toMatch(/^t=1894680000,v1=[0-9a-f]{64}$/);
  expect(verifySignature(secret, body, header, at)).toBe(true);
  expect(verifySignature(secret, `${body} `, header, at)).toBe(false);
  expect(verifySignature(newWebhookSecret(), body, header, at)).toBe(false);
});

test('a delivery replayed more than 5 minutes later is refused', () => {
  const secret = newWebhookSecret();
  const header = signature(secret, '{}', at);
  expect(verifySignature(secret, '{}', header, new Date(at.getTime() + 300_000))).toBe(true);
  expect(verifySignature(secret, '{}', header, new Date(at.getTime() + 301_000))).toBe(false);
});

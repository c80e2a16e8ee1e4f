// The enterprise webhook over real HTTP: the boss sets it and sees the secret once; each notice
// is POSTed signed (HMAC of timestamp + body); a receiver that fails is retried with back-off and
// the delivery log shows each state; a rotated secret signs from then on; staff are refused.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySignature } from '../src/modules/webhook/sign';
import { startServer, type TestServer } from './support/harness';

let s: TestServer;
let receiver: http.Server;
let receiverBase: string;
const allReceived: { path: string; body: string; signature: string; delivery: string }[] = [];
/** Each enterprise has its own path, so one test's retries never count in another's. */
const receivedAt = (name: string) => allReceived.filter((r) => r.path === `/hook/${name}`);
let answer = 200;
const START = '2030-02-20T04:00:00.000Z';

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      allReceived.push({
        path: req.url ?? '',
        body,
        signature: String(req.headers['x-console-signature'] ?? ''),
        delivery: String(req.headers['x-console-delivery'] ?? ''),
      });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverBase = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  s = await startServer({ TEST_NOW: START });
  await s.runJobs();
}, 60_000);
afterAll(async () => {
  await s?.stop();
  await new Promise((r) => receiver?.close(r));
});

async function enterprise(name: string) {
  const [{ id }] = await s.sql<{ id: number }>(
    'insert into enterprises (name, invite_code, company_attestation) values ($1, $1, 1) returning id',
    [name],
  );
  const [{ h }] = await s.sql<{ h: string }>("select password_hash as h from users where username = 'demoadmin'");
  await s.sql(
    "insert into users (enterprise_id, username, phone, password_hash, level, member_role) values ($1, $2, $3, $4, 1, 'manager'), ($1, $5, $6, $4, 3, 'manager')",
    [id, `${name}boss`, `135${String(id).padStart(8, '0')}`, h, `${name}mgr`, `134${String(id).padStart(8, '0')}`],
  );
  // one sign-in per role while its session lasts (the fake clock jumps months): scrypt makes each
  // sign-in cost as much as a job pass
  const signedIn = (username: string, role: 'admin' | 'staff') => {
    let token: Promise<string> | null = null;
    let at = 0;
    return () => {
      if (!token || fakeNow - at >= SESSION_MS || fakeNow < at) [token, at] = [s.login(username, role), fakeNow];
      return token;
    };
  };
  return {
    id,
    url: `${receiverBase}/${name}`,
    boss: signedIn(`${name}boss`, 'admin'),
    mgr: signedIn(`${name}mgr`, 'staff'),
  };
}

const SESSION_MS = 6 * 24 * 3600_000; // a day short of the 7-day session
let fakeNow = Date.parse(START);
const setNow = (iso: string) => {
  fakeNow = Date.parse(iso);
  return s.setNow(iso);
};

/** A cloud number without auto-renew that the 25th unsubscribes: one notice. */
async function numberGoingOn25th(eid: number, num: string) {
  await s.sql(
    "insert into cloud_numbers (enterprise_id, number, monthly_fee_fen, auto_renew, status, expiration_time) values ($1, $2, 1000, false, 'in_use', $3)",
    [eid, num, new Date('2030-02-27T00:00:00.000Z')],
  );
}

test('set, deliver signed, retry with back-off, log, rotate; staff refused; bad URLs refused', async () => {
  const e = await enterprise('hooks');
  expect((await s.get('/webhook/config', await e.boss())).body.data).toEqual({
    configured: false,
    url: '',
    enabled: false,
    secret_hint: '',
  });
  const bad = await s.post('/webhook/config', { url: 'ftp://example.com/x', enabled: true }, await e.boss());
  expect(bad.body).toMatchObject({ code: 40001, message: '请输入有效的 Webhook 地址（http:// 或 https://）' });
  expect((await s.post('/webhook/config', { url: e.url, enabled: true }, await e.mgr())).body.code).toBe(40003);

  const set = await s.post('/webhook/config', { url: e.url, enabled: true }, await e.boss());
  expect(set.body.code).toBe(0);
  const secret: string = set.body.data.secret;
  expect(secret).toMatch(/^whsec_/);
  expect(set.body.data.secret_hint).toBe(secret.slice(-4));
  // shown once: a second save and the read carry no secret
  expect(
    (await s.post('/webhook/config', { url: e.url, enabled: true }, await e.boss())).body.data.secret,
  ).toBeUndefined();
  expect((await s.get('/webhook/config', await e.boss())).body.data.secret).toBeUndefined();

  await numberGoingOn25th(e.id, '17077000001');
  answer = 500;
  await setNow('2030-02-24T16:00:00.000Z'); // 00:00 on the 25th, Beijing time
  await s.runJobs();
  expect(receivedAt('hooks')).toHaveLength(1);
  const first = receivedAt('hooks')[0];
  expect(verifySignature(secret, first.body, first.signature, new Date('2030-02-24T16:00:00.000Z'))).toBe(true);
  expect(JSON.parse(first.body)).toMatchObject({
    kind: 'cloud_number_unsubscribed',
    resource_type: 'cloud_number',
    enterprise_id: e.id,
    text: { zh: expect.stringContaining('17077000001'), en: expect.stringContaining('unsubscribed') },
  });
  let log = (await s.get('/webhook/deliveries?page=1&limit=10', await e.boss())).body.data;
  expect(log.list[0]).toMatchObject({
    status: 'pending',
    attempts: 1,
    last_status_code: 500,
    next_attempt_at: '2030-02-24T16:01:00.000Z', // 1 minute later
  });

  await setNow('2030-02-24T16:00:59.999Z');
  await s.runJobs();
  expect(receivedAt('hooks')).toHaveLength(1); // not before its time
  answer = 200;
  await setNow('2030-02-24T16:01:00.000Z');
  await s.runJobs();
  await s.runJobs();
  expect(receivedAt('hooks')).toHaveLength(2); // delivered once
  expect(receivedAt('hooks')[1].delivery).toBe(first.delivery);
  log = (await s.get('/webhook/deliveries?page=1&limit=10', await e.boss())).body.data;
  expect(log).toMatchObject({ total: 1 });
  expect(log.list[0]).toMatchObject({ status: 'delivered', attempts: 2, last_status_code: 200, next_attempt_at: null });

  // a new secret signs the next delivery; the old one no longer verifies
  const rotated = (await s.post('/webhook/rotateSecret', {}, await e.boss())).body.data.secret as string;
  expect(rotated).not.toBe(secret);
  await numberGoingOn25th(e.id, '17077000002');
  await s.sql("update cloud_numbers set expiration_time = '2030-03-27T00:00:00Z' where number = '17077000002'");
  await setNow('2030-03-24T16:00:00.000Z');
  await s.runJobs();
  const third = receivedAt('hooks')[2];
  const at = new Date('2030-03-24T16:00:00.000Z');
  expect(verifySignature(rotated, third.body, third.signature, at)).toBe(true);
  expect(verifySignature(secret, third.body, third.signature, at)).toBe(false);

  // switched off: notices are no longer sent
  await s.post('/webhook/config', { url: e.url, enabled: false }, await e.boss());
  await numberGoingOn25th(e.id, '17077000003');
  await s.sql("update cloud_numbers set expiration_time = '2030-04-27T00:00:00Z' where number = '17077000003'");
  await setNow('2030-04-24T16:00:00.000Z');
  await s.runJobs();
  expect(receivedAt('hooks')).toHaveLength(3);
});

test('a receiver that never answers 2xx is given up after 6 attempts, 1 min → 6 h apart', async () => {
  const e = await enterprise('hookfail');
  await s.post('/webhook/config', { url: e.url, enabled: true }, await e.boss());
  answer = 503;
  await numberGoingOn25th(e.id, '17077000009');
  await s.sql("update cloud_numbers set expiration_time = '2030-05-27T00:00:00Z' where number = '17077000009'");
  let t = Date.parse('2030-05-24T16:00:00.000Z');
  await setNow(new Date(t).toISOString());
  await s.runJobs();
  for (const wait of [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 6 * 3600_000]) {
    t += wait;
    await setNow(new Date(t).toISOString());
    await s.runJobs();
  }
  expect(receivedAt('hookfail')).toHaveLength(6);
  const log = (await s.get('/webhook/deliveries?page=1&limit=10', await e.boss())).body.data;
  expect(log.list[0]).toMatchObject({ status: 'failed', attempts: 6, last_status_code: 503, next_attempt_at: null });
  await setNow(new Date(t + 24 * 3600_000).toISOString());
  await s.runJobs();
  expect(receivedAt('hookfail')).toHaveLength(6);
});

// Shared steps of the list suites: a second, empty enterprise and a list fetch helper.
import type { TestServer } from './harness';

/** Registers a new enterprise through SMS + /user/register and returns its admin token. */
export async function registerEnterprise(s: TestServer, phone: string): Promise<string> {
  await s.post('/sms/code', { phone });
  const code = (await s.get(`/dev/sms/last?phone=${phone}`)).body.data.code;
  const r = await s.post('/user/register', { phone, password: 'secret1', smsCode: code });
  if (r.body?.code !== 0) throw new Error(`register ${phone} failed: ${JSON.stringify(r.body)}`);
  return r.body.data.token as string;
}

export const qs = (q: Record<string, string | number | undefined>) =>
  Object.entries(q)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

/** The demo enterprise's three roles, logged in: the boss, a staff manager, an ordinary employee. */
export async function demoLogins(s: TestServer): Promise<[admin: string, manager: string, employee: string]> {
  return Promise.all([s.login('demoadmin', 'admin'), s.login('demostaff', 'staff'), s.login('demoemployee', 'staff')]);
}

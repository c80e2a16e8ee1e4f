import { inView, type StoreFacts } from './view-rules';

const now = new Date('2026-06-01T00:00:00Z');
const D = 24 * 3600 * 1000;
const at = (ms: number) => new Date(now.getTime() + ms);
const base: StoreFacts = {
  lastLoginAt: null,
  deviceExpiration: null,
  hasPassword: true,
  cookieCount: 3,
  memberCount: 1,
};

test.each([
  ['recent: opened 2 days ago', 'recent', { lastLoginAt: at(-2 * D) }, true],
  ['recent: opened 8 days ago', 'recent', { lastLoginAt: at(-8 * D) }, false],
  ['recent: never opened', 'recent', {}, false],
  ['urgent: device expires in 3 days', 'urgent_renewal', { deviceExpiration: at(3 * D) }, true],
  ['urgent: device expired', 'urgent_renewal', { deviceExpiration: at(-1 * D) }, true],
  ['urgent: device expires in 30 days', 'urgent_renewal', { deviceExpiration: at(30 * D) }, false],
  ['urgent: device without a term', 'urgent_renewal', { deviceExpiration: null }, false],
  ['urgent: no device', 'urgent_renewal', { deviceExpiration: undefined }, false],
  ['credentials: no password', 'awaiting_credentials', { hasPassword: false }, true],
  ['credentials: no cookie', 'awaiting_credentials', { cookieCount: 0 }, true],
  ['credentials: both hosted', 'awaiting_credentials', {}, false],
  ['authorization: nobody', 'awaiting_authorization', { memberCount: 0 }, true],
  ['authorization: one employee', 'awaiting_authorization', {}, false],
  ['device: none bound', 'awaiting_device', { deviceExpiration: undefined }, true],
  ['device: bound', 'awaiting_device', {}, false],
] as const)('%s', (_, view, facts, expected) => {
  expect(inView(view, { ...base, ...facts }, now)).toBe(expected);
});

import { userApi } from './user';
import { configApi } from './config';
import { phoneApi } from './phone';
import { fakeMessages, fakeServer } from '../testing/fakeServer';

beforeEach(() => {
  fakeMessages();
});

const cases: [string, () => Promise<unknown>, string, string, unknown][] = [
  ['getInfo', () => userApi.getInfo(), 'get', '/user/getInfo', undefined],
  ['info', () => userApi.info(), 'get', '/user/info', undefined],
  ['memberInfo', () => userApi.memberInfo(), 'get', '/user/memberInfo', undefined],
  ['memberCnt', () => userApi.memberCnt(), 'get', '/user/memberCnt', undefined],
  [
    'savePwd',
    () => userApi.savePwd({ oldPassword: 'a', newPassword: 'b' }),
    'post',
    '/user/savePwd',
    { oldPassword: 'a', newPassword: 'b' },
  ],
  [
    'setLoginPassword',
    () => userApi.setLoginPassword({ password: 'Abc12345' }),
    'post',
    '/user/setLoginPassword',
    { password: 'Abc12345' },
  ],
  ['inviteCode', () => userApi.inviteCode(), 'post', '/user/inviteCode', undefined],
  ['logout', () => userApi.logout(), 'post', '/user/logout', undefined],
  [
    'websiteInfo',
    () => configApi.websiteInfo(['customService1']),
    'post',
    '/config/info',
    { group: 'website', keys: ['customService1'] },
  ],
  ['phone cnt', () => phoneApi.cnt(), 'get', '/phone/cnt', undefined],
  [
    'phone list',
    () => phoneApi.list({ page: 1, limit: 99999, filterStatus: 1 }),
    'get',
    '/phone/list',
    { page: 1, limit: 99999, filterStatus: 1 },
  ],
  [
    'recharge',
    () => phoneApi.recharge({ amount: 10, pay_type: 1 }, 'k'.repeat(32)),
    'post',
    '/phone/recharge',
    { amount: 10, pay_type: 1 },
  ],
];

it.each(cases)('%s → %s %s', async (_name, call, method, url, payload) => {
  const server = fakeServer();
  await call();
  const c = server.apiCalls()[0];
  expect(c.method).toBe(method);
  expect(c.url).toBe(url);
  if (method === 'get') expect(c.params).toEqual(payload);
  else expect(c.data === undefined ? undefined : JSON.parse(String(c.data))).toEqual(payload);
});

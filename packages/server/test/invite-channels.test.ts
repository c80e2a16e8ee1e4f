// Channel management and invitation gifts (issue 16): channel links with their own invite codes
// and what came through each; registering through a channel (disabled ones refuse); the welcome
// coupon an enterprise invited by a program member receives, listed as an invitation gift.
// Admins of a level_type 4 enterprise only; names validated on the server with the form's words.
import { INVITE_CHANNEL_MAX, INVITE_MESSAGES } from '../../contract/src/inviteMessages';
import { zhOf } from './support/texts';
import { registerEnterprise } from './support/fixtures';
import { startServer, type TestServer } from './support/harness';

const M = zhOf(INVITE_MESSAGES);
let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

const channels = async (token = admin) => (await s.get('/inviteChannel/list', token)).body;
const add = (name: unknown, token = admin) => s.post('/inviteChannel/add', { name }, token);
const update = (body: object, token = admin) => s.post('/inviteChannel/update', body, token);
const enterprises = async () => Number((await s.sql<{ n: number }>('select count(*)::int as n from enterprises'))[0].n);

async function registerWith(phone: string, code: string) {
  await s.post('/sms/code', { phone });
  const smsCode = (await s.get(`/dev/sms/last?phone=${phone}`)).body.data.code;
  return (await s.post('/user/register', { phone, password: 'secret1', smsCode, code })).body;
}

test('the demo has two channels: one brought an enterprise, one is disabled', async () => {
  const { code, data } = await channels();
  expect(code).toBe(0);
  expect(data.list).toEqual([
    expect.objectContaining({
      name: '抖音推广',
      code: 'DEMOCH01',
      disabled: false,
      registered: 1,
      paying: 1,
      spent_fen: 30000,
      rewards_fen: 1500,
    }),
    expect.objectContaining({ name: '线下展会', code: 'DEMOCH02', disabled: true, registered: 0, spent_fen: 0 }),
  ]);
  const team = (await s.get('/inviteReward/invited', admin)).body.data.list;
  expect(team).toEqual([expect.objectContaining({ name: '星辰电商（演示被邀请企业）', channel: '抖音推广' })]);
});

test.each([
  ['', 40001, M.channelNameRequired],
  ['   ', 40001, M.channelNameRequired],
  ['渠'.repeat(31), 40001, M.channelName],
  ['抖音推广', 40009, M.channelNameTaken],
])('a channel named %j is refused (%i %s) and nothing is made', async (name, code, message) => {
  const before = (await channels()).data.list.length;
  expect((await add(name)).body).toMatchObject({ code, message, data: null });
  expect((await channels()).data.list).toHaveLength(before);
});

test('a channel link registers enterprises to its inviter, with the welcome gift; disabled, it refuses', async () => {
  const made = (await add('  小红书达人  ')).body;
  expect(made.code).toBe(0);
  expect(made.data).toMatchObject({ name: '小红书达人', disabled: false, registered: 0, paying: 0, rewards_fen: 0 });
  expect(made.data.code).toMatch(/^[A-Z0-9]{8}$/);

  const reg = await registerWith('13900000301', made.data.code.toLowerCase());
  expect(reg.code).toBe(0);
  const guest = reg.data.token as string;
  const coupons = (await s.get('/coupon/list', guest)).body.data.list;
  expect(coupons).toEqual([
    expect.objectContaining({ name: '邀请新人礼 满100减20', amount_fen: 2000, min_spend_fen: 10000, status: 'usable' }),
  ]);
  const mine = (await channels()).data.list.find((c: any) => c.id === made.data.id);
  expect(mine).toMatchObject({ registered: 1 });
  const team = (await s.get('/inviteReward/invited?limit=50', admin)).body.data.list;
  expect(team.find((e: any) => e.name.startsWith('139****0301'))).toMatchObject({ channel: '小红书达人' });
  const gifts = (await s.get('/inviteReward/gifts', admin)).body.data;
  expect(gifts.rules).toEqual([
    { kind: 'welcome_coupon', name: '邀请新人礼 满100减20', amount_fen: 2000, min_spend_fen: 10000, valid_days: 30 },
  ]);
  expect(gifts.total).toBe(2); // the demo's invited enterprise and this one
  expect(gifts.list[0]).toMatchObject({ company: '139****0301的企业', amount_fen: 2000, status: 'usable' });

  // disabled: the code registers no one, and nothing is created
  expect((await update({ id: made.data.id, disabled: true })).body.data).toMatchObject({
    disabled: true,
    registered: 1,
  });
  const count = await enterprises();
  expect(await registerWith('13900000302', made.data.code)).toMatchObject({ code: 40003, message: '该邀请链接已停用' });
  expect(await enterprises()).toBe(count);
  // enabled again, renamed
  const back = (await update({ id: made.data.id, disabled: false, name: '小红书' })).body.data;
  expect(back).toMatchObject({ name: '小红书', disabled: false });
  expect((await registerWith('13900000303', made.data.code)).code).toBe(0);
  expect((await update({ id: made.data.id, name: '抖音推广' })).body).toMatchObject({
    code: 40009,
    message: M.channelNameTaken,
  });
});

test("an enterprise outside the program gives no gift; others' channels, staff and non-members are refused", async () => {
  const outsider = await registerEnterprise(s, '13900000311');
  const own = (await s.post('/user/inviteCode', {}, outsider)).body.data.invite_code as string;
  const reg = await registerWith('13900000312', own);
  expect(reg.code).toBe(0);
  expect((await s.get('/coupon/list', reg.data.token)).body.data.total).toBe(0);

  // the outsider is not in the program: no channels, no gifts
  expect(await channels(outsider)).toMatchObject({ code: 40003, message: '当前企业未开通邀请返利' });
  expect((await add('外部', outsider)).body.code).toBe(40003);
  const demoChannel = (await channels()).data.list[0];
  expect((await update({ id: demoChannel.id, disabled: true }, outsider)).body.code).toBe(40003);
  expect((await channels()).data.list[0].disabled).toBe(false);
  // a program enterprise cannot touch another's channel (40004, as if it did not exist)
  await s.sql('update enterprises set level_type = 4 where id = (select enterprise_id from users where phone = $1)', [
    '13900000311',
  ]);
  expect((await update({ id: demoChannel.id, disabled: true }, outsider)).body).toMatchObject({
    code: 40004,
    message: M.channelNotFound,
  });
  expect((await channels(outsider)).data.list).toEqual([]);
  // staff (a manager of the demo) are refused
  const manager = await s.login('demostaff', 'staff');
  expect((await channels(manager)).code).toBe(40003);
  expect((await add('主管渠道', manager)).body.code).toBe(40003);
  expect((await s.get('/inviteReward/gifts', manager)).body.code).toBe(40003);
  // an unknown code
  expect(await registerWith('13900000313', 'NOSUCH99')).toMatchObject({ code: 40004, message: '邀请码不存在' });
});

test(`at most ${INVITE_CHANNEL_MAX} channels`, async () => {
  const have = (await channels()).data.list.length;
  for (let i = have; i < INVITE_CHANNEL_MAX; i++) expect((await add(`渠道${i}`)).body.code).toBe(0);
  expect((await add('再多一个')).body).toMatchObject({ code: 40009, message: M.channelLimit });
  expect((await channels()).data.list).toHaveLength(INVITE_CHANNEL_MAX);
});

import { canCall } from '@console/shared';
import { closedKey, isDone, legacyDismissKey, STEPS, stepsFor } from './gettingStarted';

const member = { phone_num: 0, account_num: 0, network_cart_num: 0 };
const profile = {
  id: 1,
  username: 'u',
  pwd: 1,
  name: 'u',
  avatar: '',
  role: 'admin',
  level: 1,
  member_role: 'manager',
  can_renew_device: 1 as const,
  can_set_login_time: 1 as const,
};

test('each step is done from its own signal', () => {
  expect(isDone('buy', { member })).toBe(false);
  expect(isDone('buy', { member: { ...member, phone_num: 1 } })).toBe(true);
  expect(isDone('account', { member: { ...member, account_num: 2 } })).toBe(true);
  expect(isDone('networkCard', { member: { ...member, network_cart_num: 1 } })).toBe(true);
  expect(isDone('recharge', { member })).toBe(false); // unknown is not done
  expect(isDone('recharge', { member, recharged: true })).toBe(true);
});

test('each step is offered by the endpoint behind it', () => {
  expect(STEPS.map((s) => [s.key, s.endpoint])).toEqual([
    ['buy', 'POST /phone/buyV1'],
    ['account', 'POST /account/bindYunPhone'],
    ['networkCard', 'POST /networkCard/bindYunPhone'],
    ['recharge', 'POST /phone/recharge'],
  ]);
});

test('steps follow the access table: the boss all four; staff none, not even a manager holding every permission', () => {
  const keys = (p: typeof profile) => stepsFor((e) => canCall(e, p)).map((s) => s.key);
  expect(keys(profile)).toEqual(['buy', 'account', 'networkCard', 'recharge']);
  // spec §6: "Routes declare allowed roles. Most are admin only." (buying, binding and topping up are the boss's)
  expect(keys({ ...profile, role: 'staff', level: 3 })).toEqual([]);
  expect(keys({ ...profile, role: 'staff', level: 3, member_role: 'employee' })).toEqual([]);
});

test('closing is remembered per login name; the old per-member key is a different one', () => {
  expect(closedKey('a')).not.toBe(closedKey('b'));
  expect(closedKey('7')).not.toBe(legacyDismissKey(7));
});

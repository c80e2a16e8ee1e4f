import { expectLocalesMatch } from '../../../../../packages/testing/locales';
import en from './en.json';
import zh from './zh.json';

test('zh and en have identical keys and no empty texts', () => {
  expectLocalesMatch(zh, en);
});

test("the list views and actions use the device list's words", () => {
  expect(zh.phones.willExpire).toBe('即将过期');
  expect(zh.phones.expired).toBe('已过期');
  expect(zh.actions.buy).toBe('购买云手机');
  expect(zh.balance.recharge).toBe('充值');
});

// The enterprise log's texts: every action key the server writes has a zh and en label (unknown
// keys show the key), recorded values read as "before → after", date ranges are checked.
import i18n from 'i18next';
import { registerOrgResources, ORG_NS, orgEn } from '../i18n';
import { ACTION } from '../../../packages/server/src/modules/enterprise-log/export';
import { actionLabel, changeText, dateRangeError, KNOWN_ACTIONS, LOG_AREAS, LOG_RESULTS, valueText } from './logText';

let t: ReturnType<typeof i18n.getFixedT>;
beforeAll(async () => {
  if (!i18n.isInitialized) await i18n.init({ lng: 'zh', resources: {} });
  registerOrgResources();
  t = i18n.getFixedT('zh', ORG_NS);
});

test('the console and the CSV label the same action keys', () => {
  expect([...KNOWN_ACTIONS].sort()).toEqual(Object.keys(ACTION).sort());
  for (const key of KNOWN_ACTIONS) {
    expect(actionLabel(t, key)).toBe(ACTION[key].zh);
    expect(orgEn.enterpriseLog.actions[key.replace('.', '_') as keyof typeof orgEn.enterpriseLog.actions]).toBe(
      ACTION[key].en,
    );
  }
  expect(actionLabel(t, 'phone.remark')).toBe('修改云手机备注');
  expect(actionLabel(t, 'login.refused')).toBe('登录被拒绝');
  expect(actionLabel(t, 'login')).toBe('登录');
  expect(actionLabel(t, 'future.thing')).toBe('future.thing');
  expect(LOG_AREAS).toEqual(['devices', 'accounts', 'network', 'stores', 'org', 'security', 'billing', 'company']);
  expect(LOG_RESULTS).toEqual(['ok', 'failed', 'refused']);
});

test('recorded values read as before → after, in the language of the console', () => {
  expect(changeText(t, { name: '甲' }, { name: '乙' })).toBe('名称: 甲 → 名称: 乙');
  expect(changeText(t, null, { auto_renew: true })).toBe('→ 自动续费: 是');
  expect(changeText(t, { remark: '' }, { remark: 'x' })).toBe('备注: 空 → 备注: x');
  expect(changeText(t, { name: 'a' }, null)).toBe('名称: a →');
  expect(changeText(t, null, null)).toBe('');
  expect(valueText(t, { unknown_field: [1, 2] })).toBe('unknown_field: 1, 2');
  const en = i18n.getFixedT('en', ORG_NS);
  expect(changeText(en, { wechat: true }, { wechat: false })).toBe('WeChat: Yes → WeChat: No');
});

test('date ranges: real days, in order', () => {
  expect(dateRangeError({})).toBeUndefined();
  expect(dateRangeError({ date_from: '2030-01-01', date_to: '2030-01-01' })).toBeUndefined();
  expect(dateRangeError({ date_from: '2030-02-30' })).toBe('enterpriseLog.dateInvalid');
  expect(dateRangeError({ date_to: '1/2/2030' })).toBe('enterpriseLog.dateInvalid');
  expect(dateRangeError({ date_from: '2030-01-02', date_to: '2030-01-01' })).toBe('enterpriseLog.dateOrder');
});

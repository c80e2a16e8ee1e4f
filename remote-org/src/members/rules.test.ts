// The member form's sentences are the contract's (one source: the server answers with the same),
// and the form values map to the API body both ways.
import type { Localized } from '@console/contract/localized';
import { ORG_MESSAGES } from '@console/contract/orgMessages';
import type { Member } from '../api/org';
import { bodyOf, formValuesOf, type MemberFormValues, memberRules, timeOf } from './rules';

test('the rules say the contract sentences, in the language asked', () => {
  for (const lang of ['zh', 'en'] as const) {
    const rules = memberRules((m: Localized) => m[lang], false);
    expect(rules.username[0]).toMatchObject({ message: ORG_MESSAGES.usernameRequired[lang] });
    expect(rules.name[0]).toMatchObject({ message: ORG_MESSAGES.nameRequired[lang] });
    expect(rules.member_role[0]).toMatchObject({ message: ORG_MESSAGES.roleRequired[lang] });
    expect(rules.department_id[0]).toMatchObject({ message: ORG_MESSAGES.departmentRequired[lang] });
    expect(rules.auth_method[0]).toMatchObject({ message: ORG_MESSAGES.authMethodRequired[lang] });
    expect(rules.login_range[0]).toMatchObject({ message: ORG_MESSAGES.loginTimeRequired[lang] });
    expect(rules.password[0]).toMatchObject({ message: ORG_MESSAGES.passwordRequired[lang] });
  }
  expect(memberRules((m) => m.zh, true).password).toHaveLength(1); // editing: an empty password keeps the old one
});

const member: Member = {
  id: 7,
  username: 'zhangsan',
  name: '张三',
  phone: '13800000009',
  role: 'manager',
  is_admin: 0,
  department_id: 3,
  department_name: '运营部',
  status: 'active',
  can_set_login_time: 1,
  can_renew_device: 0,
  auth_method: 2,
  login_time_start: '22:00',
  login_time_end: '06:30',
  last_login_at: null,
  created_at: '2025-01-01T00:00:00Z',
};

test('edit: the member’s values go into the form and come back unchanged, password left out', () => {
  const v = formValuesOf(member) as MemberFormValues;
  expect(v).toMatchObject({ member_role: 'manager', login_window: 'custom', permissions: ['can_set_login_time'] });
  expect(bodyOf(v, 7)).toEqual({
    id: 7,
    username: 'zhangsan',
    name: '张三',
    phone: '13800000009',
    member_role: 'manager',
    department_id: 3,
    auth_method: 2,
    login_time_start: '22:00',
    login_time_end: '06:30',
    can_set_login_time: 1,
    can_renew_device: 0,
  });
  expect(bodyOf({ ...v, password: 'secret12', password_confirm: 'secret12' }, 7)).toMatchObject({
    password: 'secret12',
    password_confirm: 'secret12',
  });
});

test('add: defaults are employee, every terminal authorized, any time; trimmed fields', () => {
  const v = {
    ...formValuesOf(),
    username: ' lisi001 ',
    name: ' 李四 ',
    phone: '13900000000',
    department_id: 4,
    password: 'secret12',
    password_confirm: 'secret12',
  } as MemberFormValues;
  expect(bodyOf(v)).toEqual({
    username: 'lisi001',
    name: '李四',
    phone: '13900000000',
    member_role: 'employee',
    department_id: 4,
    auth_method: 1,
    login_time_start: null,
    login_time_end: null,
    can_set_login_time: 0,
    can_renew_device: 0,
    password: 'secret12',
    password_confirm: 'secret12',
  });
  expect(bodyOf({ ...v, login_window: 'custom', login_range: [timeOf('09:05'), timeOf('18:00')] })).toMatchObject({
    login_time_start: '09:05',
    login_time_end: '18:00',
  });
});

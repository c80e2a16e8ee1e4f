// The sentences of the member and department forms (spec §5), TypeBox-free so the console's
// tests (and any browser code) can read them without the schemas.
import type { Localized } from './localized';

export const MAX_MEMBER_IDS = 500;

/**
 * The sentences of the member and department forms (spec §5), written once in both languages: the
 * server answers with them and the console's zh and en texts are the same strings (remote-org
 * checks it in a test).
 */
export const ORG_MESSAGES = {
  usernameRequired: { zh: '用户名不能为空', en: 'Username cannot be empty' },
  username: {
    zh: '用户名为6-24位中文、英文字母或数字',
    en: 'Username is 6-24 characters (Chinese, English letters, digits)',
  },
  passwordRequired: { zh: '密码不能为空', en: 'Password cannot be empty' },
  password: { zh: '密码为6-30位', en: 'Password is 6-30 characters' },
  passwordMismatch: { zh: '两次输入的密码不一致', en: 'The two passwords do not match' },
  nameRequired: { zh: '姓名不能为空', en: 'Name cannot be empty' },
  name: { zh: '姓名不能超过50个字符', en: 'Name cannot exceed 50 characters' },
  roleRequired: { zh: '角色不能为空', en: 'Role cannot be empty' },
  role: { zh: '角色应为主管或员工', en: 'Role must be manager or employee' },
  authMethodRequired: { zh: '授权方式不能为空', en: 'Authorization method cannot be empty' },
  authMethod: { zh: '授权方式不正确', en: 'Invalid authorization method' },
  loginTimeRequired: { zh: '登录时段不能为空', en: 'Sign-in hours cannot be empty' },
  loginTime: { zh: '登录时段格式应为HH:MM', en: 'Sign-in hours must be in HH:MM format' },
  loginTimeSame: {
    zh: '登录时段的开始和结束时间不能相同',
    en: 'The sign-in hours cannot start and end at the same time',
  },
  departmentRequired: { zh: '部门不能为空', en: 'Department cannot be empty' },
  phone: { zh: '请输入正确的手机号', en: 'Enter a valid mobile number' },
  departmentNameRequired: { zh: '部门名称不能为空', en: 'Department name cannot be empty' },
  departmentName: { zh: '部门名称不能超过50个字符', en: 'Department name cannot exceed 50 characters' },
  departmentNameTaken: { zh: '部门名称已存在', en: 'Department name already exists' },
  departmentHasMembers: {
    zh: '该部门下还有成员，请先移出成员',
    en: 'The department still has members; move them out first',
  },
  departmentNotFound: { zh: '部门不存在', en: 'Department not found' },
  managerNotFound: {
    zh: '部门主管必须是本企业的正常成员',
    en: 'The department manager must be an active member of this enterprise',
  },
  transferToSelf: { zh: '不能转移给自己', en: 'Cannot transfer to the same member' },
  transferTarget: { zh: '请选择接收资源的成员', en: 'Choose the member who receives the resources' },
  membersRequired: { zh: '请选择成员', en: 'Choose a member' },
  membersTooMany: {
    zh: `一次最多选择${MAX_MEMBER_IDS}个成员`,
    en: `Choose at most ${MAX_MEMBER_IDS} members at a time`,
  },
  memberNotFound: { zh: '成员不存在', en: 'Member not found' },
  usernameTaken: { zh: '用户名已存在', en: 'Username already exists' },
  phoneTaken: { zh: '手机号已被使用', en: 'Mobile number already in use' },
  notOwner: { zh: '不能对老板账号执行此操作', en: 'This cannot be done to the boss account' },
  deleteActive: { zh: '请先禁用该成员再删除', en: 'Disable the member before deleting them' },
  noDisabled: { zh: '没有已禁用的成员', en: 'There are no disabled members' },
  targetInactive: { zh: '接收成员不存在或已禁用', en: 'The receiving member does not exist or is disabled' },
  resourceNotFound: {
    zh: '资源不存在或不属于本企业',
    en: 'The resource does not exist or does not belong to this enterprise',
  },
  kind: { zh: '资源类型应为phone、account或store', en: 'Resource type must be phone, account or store' },
} as const satisfies Readonly<Record<string, Localized>>;

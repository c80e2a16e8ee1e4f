// The sentences of the org area's forms (spec §5): members and departments, the terminal
// whitelist, enterprise certification, the webhook. TypeBox-free so the console's forms (and
// tests) read them without the schemas: the request schemas name these same objects, so the
// form and the server say one sentence, written once.
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

/** The terminal whitelist's sentences (POST /terminal/whitelist/add). */
export const WHITELIST_MESSAGES = {
  codeRequired: { zh: '终端识别码不能为空', en: 'Terminal ID cannot be empty' },
  codeTooLong: { zh: '终端识别码不能超过64个字符', en: 'Terminal ID cannot exceed 64 characters' },
  mac: { zh: 'MAC地址格式不正确，例：00:1A:2B:3C:4D:5E', en: 'Invalid MAC address, e.g. 00:1A:2B:3C:4D:5E' },
  remarkTooLong: { zh: '备注不能超过100个字符', en: 'Remark cannot exceed 100 characters' },
} as const satisfies Readonly<Record<string, Localized>>;

/**
 * The names of the certification fields whose sentences the server builds from them
 * (`fieldRequired`, `fieldTooLong`: 企业名称不能为空); the form labels its fields with them too.
 */
export const CERTIFICATION_LABELS = {
  company_name: { zh: '企业名称', en: 'Enterprise name' },
  legal_person: { zh: '法定代表人', en: 'Legal representative' },
  contact_name: { zh: '联系人', en: 'Contact person' },
} as const satisfies Readonly<Record<string, Localized>>;

/** A named field left empty: 企业名称不能为空. */
export const fieldRequired = (what: Localized): Localized => ({
  zh: `${what.zh}不能为空`,
  en: `${what.en} cannot be empty`,
});
/** A named field longer than `max`: 企业名称不能超过100个字符. */
export const fieldTooLong = (what: Localized, max: number): Localized => ({
  zh: `${what.zh}不能超过${max}个字符`,
  en: `${what.en} cannot exceed ${max} characters`,
});

/** The certification form's other sentences (POST /company/certification). */
export const CERTIFICATION_MESSAGES = {
  registrationNoRequired: { zh: '统一社会信用代码不能为空', en: 'Unified social credit code cannot be empty' },
  registrationNo: { zh: '请输入18位统一社会信用代码', en: 'Enter the 18-character unified social credit code' },
  contactPhoneRequired: { zh: '联系人手机号不能为空', en: 'Contact mobile number cannot be empty' },
  contactPhone: ORG_MESSAGES.phone,
  licence: { zh: '请上传营业执照', en: 'Upload the business licence' },
  idFront: { zh: '请上传法人身份证人像面', en: "Upload the portrait side of the legal representative's ID card" },
  idBack: { zh: '请上传法人身份证国徽面', en: "Upload the national emblem side of the legal representative's ID card" },
} as const satisfies Readonly<Record<string, Localized>>;

/** The webhook form's sentences (POST /webhook/config). */
export const WEBHOOK_MESSAGES = {
  urlRequired: { zh: '请输入 Webhook 地址', en: 'Enter the webhook URL' },
  url: {
    zh: '请输入有效的 Webhook 地址（http:// 或 https://）',
    en: 'Enter a valid webhook URL (http:// or https://)',
  },
} as const satisfies Readonly<Record<string, Localized>>;

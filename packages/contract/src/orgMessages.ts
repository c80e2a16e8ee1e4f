// The sentences of the member and department forms (spec §5), TypeBox-free so the console's
// tests (and any browser code) can read them without the schemas.
export const MAX_MEMBER_IDS = 500;

/**
 * The sentences of the member and department forms (spec §5), written once: the server answers
 * with them and the console's zh texts are the same strings (remote-org checks it in a test).
 */
export const ORG_MESSAGES = {
  usernameRequired: '用户名不能为空',
  username: '用户名为6-24位中文、英文字母或数字',
  passwordRequired: '密码不能为空',
  password: '密码为6-30位',
  passwordMismatch: '两次输入的密码不一致',
  nameRequired: '姓名不能为空',
  name: '姓名不能超过50个字符',
  roleRequired: '角色不能为空',
  role: '角色应为主管或员工',
  authMethodRequired: '授权方式不能为空',
  authMethod: '授权方式不正确',
  loginTimeRequired: '登录时段不能为空',
  loginTime: '登录时段格式应为HH:MM',
  loginTimeSame: '登录时段的开始和结束时间不能相同',
  departmentRequired: '部门不能为空',
  phone: '请输入正确的手机号',
  departmentNameRequired: '部门名称不能为空',
  departmentName: '部门名称不能超过50个字符',
  departmentNameTaken: '部门名称已存在',
  departmentHasMembers: '该部门下还有成员，请先移出成员',
  departmentNotFound: '部门不存在',
  managerNotFound: '部门主管必须是本企业的正常成员',
  transferToSelf: '不能转移给自己',
  transferTarget: '请选择接收资源的成员',
  membersRequired: '请选择成员',
  membersTooMany: `一次最多选择${MAX_MEMBER_IDS}个成员`,
  memberNotFound: '成员不存在',
  usernameTaken: '用户名已存在',
  phoneTaken: '手机号已被使用',
  notOwner: '不能对老板账号执行此操作',
  deleteActive: '请先禁用该成员再删除',
  noDisabled: '没有已禁用的成员',
  targetInactive: '接收成员不存在或已禁用',
  resourceNotFound: '资源不存在或不属于本企业',
  kind: '资源类型应为phone、account或store',
} as const;

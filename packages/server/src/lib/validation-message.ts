// Turns an Ajv validation error into one clear sentence naming the field, in the reader's
// language. A field whose schema carries its own sentences (`messages()` of @console/contract,
// spec §5) answers with those; the others with a sentence built from the field's label.
import { MESSAGES_KEY, type FieldMessages } from '@console/contract/messages';
import { bilingual, textIn, type Lang, type Localized, type Message } from '@console/contract/localized';
import type { FastifySchemaValidationError } from 'fastify';
import { AMOUNT_MESSAGE } from './money';

const LABELS_ZH = {
  username: '用户名',
  password: '密码',
  phone: '手机号',
  smsCode: '验证码',
  role: '登录角色',
  code: '验证码或邀请码',
  scene: '验证码场景',
  oldPassword: '旧密码',
  newPassword: '新密码',
  uid: '成员ID',
  group: '配置分组',
  keys: '配置键列表',
  page: '页码',
  limit: '每页条数',
  filterStatus: '筛选类型',
  keyword: '关键字',
  platform: '平台',
  department_id: '部门ID',
  status: '状态',
  type: '类型',
  kind: '流水类型',
  date_from: '开始日期',
  date_to: '结束日期',
  pay_type: '支付方式',
  amount: '充值金额',
  execution_time: '执行耗时',
  // devices area
  region: '地区',
  spec: '规格',
  duration: '购买时长',
  duration_unit: '时长单位',
  quantity: '购买数量',
  months: '购买月数',
  ids: '云号码',
  phone_ids: '云手机',
  phone_id: '云手机',
  coupon_id: '优惠券',
  expected_pay_fen: '支付金额',
  auto_renew: '自动续费',
  name: '名称',
  id: 'ID',
  remark: '备注',
  group_id: '分组',
  user_id: '成员',
  network_card_id: '网卡',
  account_id: '分身',
  action: '操作',
  command: '命令',
  file_id: '文件',
  property: '属性',
  file_name: '文件名',
  size: '文件大小',
  purpose: '用途',
  app_id: '应用',
  to_user_id: '转入成员',
  view: '视图',
  package_name: '包名',
  version: '版本',
  description: '描述',
  icon: '图标',
  selectPhoneIds: '云手机',
};
const LABELS_EN: Record<keyof typeof LABELS_ZH, string> = {
  username: 'Username',
  password: 'Password',
  phone: 'Phone number',
  smsCode: 'Verification code',
  role: 'Sign-in role',
  code: 'Verification or invite code',
  scene: 'Verification code purpose',
  oldPassword: 'Old password',
  newPassword: 'New password',
  uid: 'Member ID',
  group: 'Setting group',
  keys: 'Setting keys',
  page: 'Page',
  limit: 'Page size',
  filterStatus: 'Filter',
  keyword: 'Keyword',
  platform: 'Platform',
  department_id: 'Department ID',
  status: 'Status',
  type: 'Type',
  kind: 'Flow type',
  date_from: 'Start date',
  date_to: 'End date',
  pay_type: 'Payment method',
  amount: 'Top-up amount',
  execution_time: 'Execution time',
  region: 'Region',
  spec: 'Spec',
  duration: 'Duration',
  duration_unit: 'Duration unit',
  quantity: 'Quantity',
  months: 'Months',
  ids: 'Cloud numbers',
  phone_ids: 'Cloud phones',
  phone_id: 'Cloud phone',
  coupon_id: 'Coupon',
  expected_pay_fen: 'Amount to pay',
  auto_renew: 'Auto-renewal',
  name: 'Name',
  id: 'ID',
  remark: 'Remark',
  group_id: 'Group',
  user_id: 'Member',
  network_card_id: 'Network card',
  account_id: 'Sub-account',
  action: 'Action',
  command: 'Command',
  file_id: 'File',
  property: 'Property',
  file_name: 'File name',
  size: 'File size',
  purpose: 'Purpose',
  app_id: 'App',
  to_user_id: 'Receiving member',
  view: 'View',
  package_name: 'Package name',
  version: 'Version',
  description: 'Description',
  icon: 'Icon',
  selectPhoneIds: 'Cloud phones',
};

const LABELS: Record<string, Localized> = bilingual(LABELS_ZH, LABELS_EN);

// Fields whose every failure has one fixed, user-facing message (spec §5).
const FIXED: Record<string, Localized> = {
  amount: AMOUNT_MESSAGE,
  role: { zh: '请选择登录角色（admin 或 staff）', en: 'Choose a sign-in role (admin or staff)' },
};
// The recharge dialog offers Alipay only (spec §9); other endpoints list their accepted pay types.
const RECHARGE_PAY_TYPE: Localized = {
  zh: '支付方式不正确，仅支持支付宝（pay_type=1）',
  en: 'Unsupported payment method: only Alipay (pay_type=1) is accepted',
};

/** The name of a request field in both languages (the field itself when unknown; 请求体/请求参数 when blank). */
export function fieldLabel(field: string, context?: string): Localized {
  if (LABELS[field]) return LABELS[field];
  if (field) return { zh: field, en: field };
  return context === 'body'
    ? { zh: '请求体', en: 'The request body' }
    : { zh: '请求参数', en: 'The request parameters' };
}

/** Ajv plugin (Fastify's `ajv.plugins`): the sentences keyword is an annotation, not a check. */
export function messagesKeyword<A extends { addKeyword(keyword: string): unknown }>(ajv: A): A {
  ajv.addKeyword(MESSAGES_KEY);
  return ajv;
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null;
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The sentences of the deepest schema along `path` that declares some, and how far below it the
 * failing value sits (0 = that field itself, more = an element inside it).
 */
function declaredMessages(schema: unknown, path: string[]): { messages: FieldMessages; below: number } | null {
  let found: { messages: FieldMessages; below: number } | null = null;
  let node = schema;
  for (let i = 0; i <= path.length; i++) {
    if (!isNode(node)) break;
    if (isNode(node[MESSAGES_KEY]))
      found = { messages: node[MESSAGES_KEY] as unknown as FieldMessages, below: path.length - i };
    if (i === path.length) break;
    const props = node.properties;
    node =
      isNode(props) && Object.hasOwn(props, path[i]) ? props[path[i]] : /^\d+$/.test(path[i]) ? node.items : undefined;
  }
  return found;
}

function valueAt(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((v, k) => (isNode(v) ? v[k] : undefined), value);
}

function declaredMessage(
  e: FastifySchemaValidationError,
  path: string[],
  request?: { schema?: unknown; value?: unknown },
): Message | null {
  const found = request && declaredMessages(request.schema, path);
  if (!found) return null;
  const m = found.messages;
  if (found.below > 0) return m.items ?? m.invalid;
  if (e.keyword === 'required' || isBlank(valueAt(request.value, path))) return m.required ?? m.invalid;
  if (e.keyword === 'maxItems' || e.keyword === 'uniqueItems') return m[e.keyword] ?? m.invalid;
  return m.invalid;
}

type Sentences = Record<
  'required' | 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'maxItems' | 'exclusiveMinimum' | 'exclusiveMaximum',
  (label: string, limit: string) => string
> & {
  allowed: (label: string, values: string) => string;
  format: (label: string) => string;
  type: (label: string) => string;
  object: (label: string) => string;
  invalid: (label: string) => string;
};

// The sentences built from a field's label, per language (English: "Page size must be at most 100").
const SENTENCES: Record<Lang, Sentences> = {
  zh: {
    allowed: (l, v) => `${l}不正确，可选值：${v}`,
    required: (l) => `${l}不能为空`,
    minLength: (l, n) => (Number(n) <= 1 ? `${l}不能为空` : `${l}长度不能少于${n}个字符`),
    maxLength: (l, n) => `${l}长度不能超过${n}个字符`,
    minimum: (l, n) => `${l}不能小于${n}`,
    maximum: (l, n) => `${l}不能大于${n}`,
    maxItems: (l, n) => `${l}最多${n}项`,
    exclusiveMinimum: (l, n) => `${l}必须大于${n}`,
    exclusiveMaximum: (l, n) => `${l}必须小于${n}`,
    format: (l) => `${l}格式不正确`,
    type: (l) => `${l}类型不正确`,
    object: (l) => `${l}格式不正确，应为 JSON 对象`,
    invalid: (l) => `${l}不正确`,
  },
  en: {
    allowed: (l, v) => `${l} is not valid; accepted values: ${v}`,
    required: (l) => `${l} is required`,
    minLength: (l, n) => (Number(n) <= 1 ? `${l} is required` : `${l} must be at least ${n} characters`),
    maxLength: (l, n) => `${l} must be at most ${n} characters`,
    minimum: (l, n) => `${l} must be at least ${n}`,
    maximum: (l, n) => `${l} must be at most ${n}`,
    maxItems: (l, n) => `${l}: at most ${n} items`,
    exclusiveMinimum: (l, n) => `${l} must be greater than ${n}`,
    exclusiveMaximum: (l, n) => `${l} must be less than ${n}`,
    format: (l) => `${l} is not in a valid format`,
    type: (l) => `${l} has the wrong type`,
    object: (l) => `${l} must be a JSON object`,
    invalid: (l) => `${l} is not valid`,
  },
};

/**
 * `request`: the schema the failing part (body, querystring…) was validated with and its value,
 * so a field's declared sentences can be found. `lang`: the reader's language.
 */
export function validationMessage(
  errors: FastifySchemaValidationError[],
  context?: string,
  request?: { schema?: unknown; value?: unknown },
  lang: Lang = 'zh',
): string {
  const e = errors[0];
  if (!e) return lang === 'en' ? 'Invalid request parameters' : '请求参数不正确';
  const params = e.params;
  const path = e.instancePath.split('/').filter(Boolean);
  if (e.keyword === 'required') path.push(typeof params.missingProperty === 'string' ? params.missingProperty : '');
  const field = e.keyword === 'required' ? path[path.length - 1] : (path[0] ?? '');
  if (FIXED[field]) return FIXED[field][lang];
  const declared = declaredMessage(e, path, request);
  if (declared) return textIn(declared, lang);
  // a union of literals (filterStatus, type, kind…): name the values the endpoint accepts
  const allowed = errors
    .filter((x) => x.keyword === 'const' && x.instancePath === e.instancePath)
    .map((x) => (x.params as { allowedValue?: unknown }).allowedValue);
  const label = fieldLabel(field, context)[lang];
  const say = SENTENCES[lang];
  if (field === 'pay_type' && allowed.length === 1 && allowed[0] === 1) return RECHARGE_PAY_TYPE[lang];
  if (allowed.length) return say.allowed(label, allowed.join(', '));
  const limit = String(params.limit);
  switch (e.keyword) {
    case 'required':
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'maxItems':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return say[e.keyword](label, limit);
    case 'pattern':
    case 'format':
      return say.format(label);
    case 'type':
      return field ? say.type(label) : say.object(label);
    default:
      return say.invalid(label);
  }
}

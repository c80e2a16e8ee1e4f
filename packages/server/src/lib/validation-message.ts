// Turns an Ajv validation error into one clear Chinese sentence naming the field. A field whose
// schema carries its own sentences (`messages()` of @console/contract, spec §5) answers with
// those; the others with a sentence built from the field's label.
import { MESSAGES_KEY, type FieldMessages } from '@console/contract';
import type { FastifySchemaValidationError } from 'fastify';
import { AMOUNT_MESSAGE } from './money';

const LABELS: Record<string, string> = {
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

// Fields whose every failure has one fixed, user-facing message (spec §5).
const FIXED: Record<string, string> = {
  amount: AMOUNT_MESSAGE,
  role: '请选择登录角色（admin 或 staff）',
};
// The recharge dialog offers Alipay only (spec §9); other endpoints list their accepted pay types.
const RECHARGE_PAY_TYPE = '支付方式不正确，仅支持支付宝（pay_type=1）';

/** The Chinese name of a request field (the field itself when unknown; 请求体/请求参数 when blank). */
export function fieldLabel(field: string, context?: string): string {
  return LABELS[field] ?? (field || (context === 'body' ? '请求体' : '请求参数'));
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
): string | null {
  const found = request && declaredMessages(request.schema, path);
  if (!found) return null;
  const m = found.messages;
  if (found.below > 0) return m.items ?? m.invalid;
  if (e.keyword === 'required' || isBlank(valueAt(request.value, path))) return m.required ?? m.invalid;
  if (e.keyword === 'maxItems' || e.keyword === 'uniqueItems') return m[e.keyword] ?? m.invalid;
  return m.invalid;
}

/**
 * `request`: the schema the failing part (body, querystring…) was validated with and its value,
 * so a field's declared sentences can be found.
 */
export function validationMessage(
  errors: FastifySchemaValidationError[],
  context?: string,
  request?: { schema?: unknown; value?: unknown },
): string {
  const e = errors[0];
  if (!e) return '请求参数不正确';
  const params = e.params;
  const path = e.instancePath.split('/').filter(Boolean);
  if (e.keyword === 'required') path.push(typeof params.missingProperty === 'string' ? params.missingProperty : '');
  const field = e.keyword === 'required' ? path[path.length - 1] : (path[0] ?? '');
  if (FIXED[field]) return FIXED[field];
  const declared = declaredMessage(e, path, request);
  if (declared) return declared;
  // a union of literals (filterStatus, type, kind…): name the values the endpoint accepts
  const allowed = errors
    .filter((x) => x.keyword === 'const' && x.instancePath === e.instancePath)
    .map((x) => (x.params as { allowedValue?: unknown }).allowedValue);
  const label = fieldLabel(field, context);
  if (field === 'pay_type' && allowed.length === 1 && allowed[0] === 1) return RECHARGE_PAY_TYPE;
  if (allowed.length) return `${label}不正确，可选值：${allowed.join(', ')}`;
  const limit = String(params.limit);
  switch (e.keyword) {
    case 'required':
      return `${label}不能为空`;
    case 'minLength':
      return Number(limit) <= 1 ? `${label}不能为空` : `${label}长度不能少于${limit}个字符`;
    case 'maxLength':
      return `${label}长度不能超过${limit}个字符`;
    case 'minimum':
      return `${label}不能小于${limit}`;
    case 'maximum':
      return `${label}不能大于${limit}`;
    case 'maxItems':
      return `${label}最多${limit}项`;
    case 'exclusiveMinimum':
      return `${label}必须大于${limit}`;
    case 'exclusiveMaximum':
      return `${label}必须小于${limit}`;
    case 'pattern':
    case 'format':
      return `${label}格式不正确`;
    case 'type':
      return field ? `${label}类型不正确` : `${label}格式不正确，应为 JSON 对象`;
    default:
      return `${label}不正确`;
  }
}

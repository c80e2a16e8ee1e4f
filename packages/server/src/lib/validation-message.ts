// Turns an Ajv validation error into one clear Chinese sentence naming the field.
import type { FastifySchemaValidationError } from 'fastify';
import { AMOUNT_MESSAGE } from './money';

const LABELS: Record<string, string> = {
  username: '用户名', password: '密码', phone: '手机号', smsCode: '验证码', role: '登录角色',
  code: '验证码或邀请码', scene: '验证码场景', oldPassword: '旧密码', newPassword: '新密码', uid: '成员ID',
  group: '配置分组', keys: '配置键列表', page: '页码', limit: '每页条数', filterStatus: '筛选类型',
  keyword: '关键字', platform: '平台', department_id: '部门ID', status: '状态', type: '类型', kind: '流水类型',
  date_from: '开始日期', date_to: '结束日期', pay_type: '支付方式', amount: '充值金额', execution_time: '执行耗时',
};

// Fields whose every failure has one fixed, user-facing message (spec §5).
const FIXED: Record<string, string> = {
  amount: AMOUNT_MESSAGE,
  pay_type: '支付方式不正确，仅支持支付宝（pay_type=1）',
  role: '请选择登录角色（admin 或 staff）',
};

export function validationMessage(errors: FastifySchemaValidationError[], context?: string): string {
  const e = errors[0];
  if (!e) return '请求参数不正确';
  const params = e.params as Record<string, unknown>;
  const field = e.keyword === 'required'
    ? String(params.missingProperty ?? '')
    : (e.instancePath.split('/').filter(Boolean)[0] ?? '');
  if (FIXED[field]) return FIXED[field];
  // a union of literals (filterStatus, type, kind…): name the values the endpoint accepts
  const allowed = errors.filter((x) => x.keyword === 'const' && x.instancePath === e.instancePath)
    .map((x) => (x.params as { allowedValue?: unknown }).allowedValue);
  const label = LABELS[field] ?? (field || (context === 'body' ? '请求体' : '请求参数'));
  if (allowed.length) return `${label}不正确，可选值：${allowed.join(', ')}`;
  switch (e.keyword) {
    case 'required': return `${label}不能为空`;
    case 'minLength': return Number(params.limit) <= 1 ? `${label}不能为空` : `${label}长度不能少于${params.limit}个字符`;
    case 'maxLength': return `${label}长度不能超过${params.limit}个字符`;
    case 'minimum': return `${label}不能小于${params.limit}`;
    case 'maximum': return `${label}不能大于${params.limit}`;
    case 'maxItems': return `${label}最多${params.limit}项`;
    case 'pattern': case 'format': return `${label}格式不正确`;
    case 'type': return field ? `${label}类型不正确` : `${label}格式不正确，应为 JSON 对象`;
    default: return `${label}不正确`;
  }
}

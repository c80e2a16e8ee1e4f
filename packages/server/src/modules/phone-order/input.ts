// Reads the purchase / renewal forms into checked values, with one clear Chinese message per
// field (the console's forms show the same rules). Anything wrong → 40001 before any change.
import { AppError, Code } from '../../lib/envelope';
import { INT4_MAX } from '../../lib/input-guard';
import { PAY_TYPES, type PayType } from '../billing/checkout';
import {
  isOffered, MAX_BUY_QUANTITY, MAX_RENEW_PHONES, platformLabel, REGIONS, specByValue,
  type Duration, type Region, type Spec,
} from './catalogue';

export type Body = Record<string, unknown>;
export interface BuyQuery { platform: string; region: Region; spec: Spec; duration: Duration; quantity: number; couponId: number | null }
export interface RenewQuery { phoneIds: number[]; duration: Duration; couponId: number | null }
export interface PayFields { payType: PayType; expectedPayFen: number }

const bad = (message: string): never => { throw new AppError(Code.VALIDATION, message); };

/** A whole number given as a JSON number or a digit string; null when it is anything else. */
function int(v: unknown): number | null {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return v;
  if (typeof v === 'string' && /^-?\d{1,15}$/.test(v.trim())) return Number(v.trim());
  return null;
}

/** A row id: a whole number an integer (int4) column can hold, ≥ 1; null otherwise. */
function rowId(v: unknown): number | null {
  const n = int(v);
  return n !== null && n >= 1 && n <= INT4_MAX ? n : null;
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function duration(b: Body): Duration {
  const unit = b.duration_unit;
  const value = int(b.duration);
  if ((unit !== 'day' && unit !== 'month') || value === null || !isOffered({ unit, value })) {
    bad('购买时长不正确，可选：1天或1到12个月');
  }
  return { unit: unit as Duration['unit'], value: value! };
}

function couponId(b: Body): number | null {
  if (b.coupon_id === undefined || b.coupon_id === null || b.coupon_id === '' || b.coupon_id === 0) return null;
  const id = rowId(b.coupon_id);
  if (id === null) bad('优惠券ID不正确');
  return id;
}

export function buyQuery(b: Body): BuyQuery {
  const platform = str(b.platform);
  if (!platform) bad('请选择平台');
  if (!platformLabel(platform)) bad('平台不正确');
  const spec = specByValue(str(b.spec));
  if (!str(b.spec)) bad('请选择规格');
  if (!spec) bad('规格不正确');
  const region = str(b.region) as Region;
  if (!region) bad('请选择地区');
  if (!REGIONS.some((r) => r.value === region)) bad('地区不正确');
  if (!spec!.regions.includes(region)) bad('该规格在所选地区暂不可购买');
  const d = duration(b);
  const quantity = int(b.quantity);
  if (quantity === null || quantity < 1 || quantity > MAX_BUY_QUANTITY) bad(`购买数量必须是1到${MAX_BUY_QUANTITY}之间的整数`);
  return { platform, region, spec: spec!, duration: d, quantity: quantity!, couponId: couponId(b) };
}

export function phoneIds(v: unknown, max = MAX_RENEW_PHONES): number[] {
  if (!Array.isArray(v) || v.length === 0) bad('请选择设备');
  const ids = (v as unknown[]).map(rowId);
  if (ids.some((id) => id === null)) bad('设备ID不正确');
  if ((v as unknown[]).length > max) bad(`一次最多选择${max}台设备`);
  if (new Set(ids).size !== ids.length) bad('设备ID重复');
  return ids as number[];
}

export function renewQuery(b: Body): RenewQuery {
  return { phoneIds: phoneIds(b.phone_ids), duration: duration(b), couponId: couponId(b) };
}

export function payFields(b: Body): PayFields {
  const payType = b.pay_type;
  if (typeof payType !== 'string' || !PAY_TYPES.includes(payType as PayType)) bad(`支付方式不正确，可选：${PAY_TYPES.join('、')}`);
  const expected = int(b.expected_pay_fen);
  if (b.expected_pay_fen === undefined || b.expected_pay_fen === null || b.expected_pay_fen === '') bad('请填写应付金额');
  if (expected === null || expected < 0) bad('应付金额不正确');
  return { payType: payType as PayType, expectedPayFen: expected! };
}

export function autoRenewFlag(v: unknown): boolean {
  const n = int(v);
  if (n !== 0 && n !== 1) bad('自动续费只能是0或1');
  return n === 1;
}

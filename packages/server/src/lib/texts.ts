// Texts the server makes for people to read (order goods names, wallet remarks, refund reasons,
// cloud sync details) are stored as a code plus parameters and written out at read time in the
// language of the request (lib/lang.ts). The Chinese sentence is still stored next to it: it is
// what rows written before the codes existed show, and what the order keyword search matches.
import type { Lang, Localized } from './lang';
import { fenToYuan } from './money';

export type TextParams = Record<string, string | number>;
export interface Text<C extends TextCode = TextCode> {
  code: C;
  params: TextParams;
}

const str = (v: string | number | undefined) => (v === undefined ? '' : String(v));
const num = (v: string | number | undefined) => Number(v ?? 0);

/** A duration as each language writes it: "1天" / "1 day", "3个月" / "3 months" (catalogue labels too). */
export function durationName(d: { unit: string; value: number }): Localized {
  const unit = d.unit === 'day' ? 'day' : 'month';
  return {
    zh: unit === 'day' ? `${d.value}天` : `${d.value}个月`,
    en: `${d.value} ${unit}${d.value === 1 ? '' : 's'}`,
  };
}
const duration = (p: TextParams, lang: Lang) => durationName({ unit: str(p.unit), value: num(p.value) })[lang];

/** "，已退回余额 ¥12.00" when part of the order went back to the balance. */
const refunded = (p: TextParams, lang: Lang) =>
  num(p.refunded_fen) > 0
    ? lang === 'en'
      ? `; ¥${fenToYuan(num(p.refunded_fen))} returned to the balance`
      : `，已退回余额 ¥${fenToYuan(num(p.refunded_fen))}`
    : '';

/** The first few names of a refund's missing goods ("a、b 等" / "a, b, …"). */
function names(p: TextParams, lang: Lang): string {
  const list = str(p.names).split('、');
  const more = num(p.more) > 0;
  return lang === 'en' ? list.join(', ') + (more ? ', …' : '') : list.join('、') + (more ? ' 等' : '');
}

/** Names for a refund text: the first five, and whether there were more. */
export const namesParams = (all: string[]) => ({
  names: all.slice(0, 5).join('、'),
  more: Math.max(0, all.length - 5),
});

const months = (p: TextParams, lang: Lang) => duration({ unit: 'month', value: p.months }, lang);

/** A spec as sold and stored ("4核8G") and as English reads it ("4-core 8 GB"); the catalogue's labels too. */
export function specName(label: string): Localized {
  const m = /^(\d+)核(\d+)G$/.exec(label);
  return { zh: label, en: m ? `${m[1]}-core ${m[2]} GB` : label };
}
const spec = (p: TextParams, lang: Lang) => specName(str(p.spec))[lang];

/** The regions of spec §9, as the catalogues label them and the texts name them. */
export const REGION_NAMES = {
  cn: { zh: '中国大陆', en: 'Mainland China' },
  hk: { zh: '中国香港', en: 'Hong Kong, China' },
} as const satisfies Record<string, Localized>;
const region = (p: TextParams, lang: Lang) =>
  REGION_NAMES[str(p.region) as keyof typeof REGION_NAMES]?.[lang] ?? str(p.region);

type Render = (p: TextParams, lang: Lang) => string;
const both =
  (zh: (p: TextParams) => string, en: (p: TextParams) => string): Render =>
  (p, lang) =>
    lang === 'en' ? en(p) : zh(p);

const CATALOGUE = {
  // order goods names
  'goods.recharge': both(
    () => '账户余额充值',
    () => 'Wallet top-up',
  ),
  'goods.phone_buy': (p, l) => (l === 'en' ? 'Cloud phone' : '云手机') + ` ${spec(p, l)} ${duration(p, l)}`,
  'goods.phone_trial': (p, l) =>
    (l === 'en' ? 'Free trial cloud phone' : '免费试用云手机') + ` ${spec(p, l)} ${duration(p, l)}`,
  'goods.phone_renew': (p, l) => (l === 'en' ? 'Cloud phone renewal ' : '云手机续费 ') + duration(p, l),
  'goods.phone_auto_renew': (p, l) =>
    (l === 'en' ? 'Cloud phone auto-renewal ' : '云手机自动续费 ') + `${str(p.phone)} ${duration(p, l)}`,
  'goods.account_buy': (p, l) => (l === 'en' ? 'Sub-account ' : '分身 ') + duration(p, l),
  'goods.account_renew': (p, l) => (l === 'en' ? 'Sub-account renewal ' : '分身续费 ') + duration(p, l),
  'goods.account_memory': both(
    (p) => `分身存储扩容 ${num(p.gb)}GB`,
    (p) => `Sub-account extra storage ${num(p.gb)} GB`,
  ),
  'goods.network_card_buy': (p, l) => (l === 'en' ? 'Network card ' : '网卡 ') + `${region(p, l)} ${duration(p, l)}`,
  // network area (issue 14)
  'goods.network_card_renew': (p, l) => (l === 'en' ? 'Network card renewal ' : '网卡续费 ') + duration(p, l),
  'goods.ip_device_buy': (p, l) => (l === 'en' ? 'IP device ' : 'IP设备 ') + `${region(p, l)} ${duration(p, l)}`,
  'goods.ip_device_renew': (p, l) => (l === 'en' ? 'IP device renewal ' : 'IP设备续费 ') + duration(p, l),
  'goods.cloud_number_buy': (p, l) =>
    l === 'en' ? `Cloud number (${region(p, l)}) ${months(p, l)}` : `云号码（${region(p, l)}）${months(p, l)}`,
  'goods.cloud_number_renew': (p, l) =>
    l === 'en' ? `Cloud number renewal ${months(p, l)}` : `云号码续费${months(p, l)}`,

  // wallet flow remarks
  'flow.recharge_simulator': both(
    () => '支付宝充值（支付模拟器）',
    () => 'Alipay top-up (payment simulator)',
  ),
  'flow.recharge_demo': both(
    () => '支付宝充值（演示）',
    () => 'Alipay top-up (demo)',
  ),
  'flow.phone_buy': (p, l) =>
    l === 'en'
      ? `Bought cloud phone ${spec(p, l)} ${duration(p, l)} × ${num(p.quantity)}`
      : `购买云手机 ${spec(p, l)} ${duration(p, l)} ×${num(p.quantity)}`,
  'flow.phone_renew': both(
    (p) => `续费云手机 ×${num(p.count)}`,
    (p) => `Renewed cloud phones × ${num(p.count)}`,
  ),
  'flow.phone_auto_renew': (p, l) =>
    l === 'en' ? `Auto-renewed ${str(p.phone)} ${duration(p, l)}` : `自动续费 ${str(p.phone)} ${duration(p, l)}`,
  'flow.account_buy': both(
    (p) => `购买分身 ×${num(p.count)}`,
    (p) => `Bought sub-accounts × ${num(p.count)}`,
  ),
  'flow.account_renew': both(
    (p) => `续费分身 ×${num(p.count)}`,
    (p) => `Renewed sub-accounts × ${num(p.count)}`,
  ),
  'flow.account_memory': both(
    (p) => `分身存储扩容 ${num(p.gb)}GB ×${num(p.count)}`,
    (p) => `Sub-account extra storage ${num(p.gb)} GB × ${num(p.count)}`,
  ),
  'flow.network_card_buy': (p, l) =>
    l === 'en' ? `Bought network cards × ${num(p.quantity)}` : `购买网卡 ×${num(p.quantity)}`,
  'flow.network_card_renew': both(
    (p) => `续费网卡 ×${num(p.count)}`,
    (p) => `Renewed network cards × ${num(p.count)}`,
  ),
  'flow.ip_device_buy': both(
    (p) => `购买IP设备 ×${num(p.quantity)}`,
    (p) => `Bought IP devices × ${num(p.quantity)}`,
  ),
  'flow.ip_device_renew': both(
    (p) => `续费IP设备 ×${num(p.count)}`,
    (p) => `Renewed IP devices × ${num(p.count)}`,
  ),
  'flow.cloud_number_buy': (p, l) =>
    l === 'en'
      ? `Bought cloud numbers (${region(p, l)}) × ${num(p.quantity)}, ${months(p, l)}`
      : `购买云号码（${region(p, l)}）×${num(p.quantity)}，${months(p, l)}`,
  'flow.cloud_number_renew': (p, l) =>
    l === 'en'
      ? `Renewed cloud numbers × ${num(p.count)}, ${months(p, l)}`
      : `续费云号码 ×${num(p.count)}，${months(p, l)}`,
  'flow.refund_undelivered': both(
    (p) => `订单 ${str(p.order_no)} 无法交付部分退款`,
    (p) => `Refund for the undeliverable part of order ${str(p.order_no)}`,
  ),
  'flow.refund_order_cancelled': both(
    () => '订单超时取消，余额退回',
    () => 'Order timed out and was cancelled; balance returned',
  ),
  'flow.order_paid': both(
    (p) => `支付订单 ${str(p.order_no)}`,
    (p) => `Paid order ${str(p.order_no)}`,
  ),
  'flow.refund_order_cancelled_by_member': both(
    (p) => `取消订单 ${str(p.order_no)}，余额退回`,
    (p) => `Order ${str(p.order_no)} cancelled; balance returned`,
  ),
  'flow.invite_reward': both(
    (p) => `邀请返利：${str(p.company)} 消费 ¥${fenToYuan(num(p.spent_fen))}`,
    (p) => `Invite reward: ${str(p.company)} spent ¥${fenToYuan(num(p.spent_fen))}`,
  ),

  // why part of a paid order was refunded (the refunded amount, when any, is appended)
  'refund.phones_gone': both(
    (p) => `${num(p.missed)}/${num(p.total)} 台云手机已删除或已注销，无法续费（${names(p, 'zh')}）${refunded(p, 'zh')}`,
    (p) =>
      `${num(p.missed)} of ${num(p.total)} cloud phones were deleted or cancelled and cannot be renewed (${names(p, 'en')})${refunded(p, 'en')}`,
  ),
  'refund.accounts_gone': both(
    (p) => `${num(p.missed)}/${num(p.total)} 个分身已删除或已注销，无法交付（${names(p, 'zh')}）${refunded(p, 'zh')}`,
    (p) =>
      `${num(p.missed)} of ${num(p.total)} sub-accounts were deleted or closed and cannot be delivered (${names(p, 'en')})${refunded(p, 'en')}`,
  ),
  'refund.numbers_gone': both(
    (p) => `${num(p.missed)}/${num(p.total)} 个云号码已退订，无法续费（${names(p, 'zh')}）${refunded(p, 'zh')}`,
    (p) =>
      `${num(p.missed)} of ${num(p.total)} cloud numbers were unsubscribed and cannot be renewed (${names(p, 'en')})${refunded(p, 'en')}`,
  ),
  'refund.order_cancelled': both(
    (p) => `订单已取消${refunded(p, 'zh')}`,
    (p) => `Order cancelled${refunded(p, 'en')}`,
  ),

  'refund.cards_gone': both(
    (p) => `${num(p.missed)}/${num(p.total)} 张网卡已删除或已注销，无法续费（${names(p, 'zh')}）${refunded(p, 'zh')}`,
    (p) =>
      `${num(p.missed)} of ${num(p.total)} network cards were deleted or cancelled and cannot be renewed (${names(p, 'en')})${refunded(p, 'en')}`,
  ),
  'refund.devices_gone': both(
    (p) => `${num(p.missed)}/${num(p.total)} 个IP设备已删除或已注销，无法续费（${names(p, 'zh')}）${refunded(p, 'zh')}`,
    (p) =>
      `${num(p.missed)} of ${num(p.total)} IP devices were deleted or cancelled and cannot be renewed (${names(p, 'en')})${refunded(p, 'en')}`,
  ),
  'refund.allocation_timeout': both(
    (p) => `云手机超过 ${num(p.hours)} 小时仍未分配，${num(p.missed)}/${num(p.total)} 台未交付${refunded(p, 'zh')}`,
    (p) =>
      `Cloud phones still not allocated after ${num(p.hours)} hours: ${num(p.missed)} of ${num(p.total)} not delivered${refunded(p, 'en')}`,
  ),
  'flow.cloud_number_rent': both(
    (p) => `云号码 ${str(p.number)} 月租自动扣费`,
    (p) => `Monthly rent of cloud number ${str(p.number)}, auto-renewed`,
  ),

  // notices (the notification centre): what the scheduled rules did while nobody was looking
  'notice.cloud_number_charged': both(
    (p) => `云号码 ${str(p.number)} 已自动续费 1 个月，扣费 ¥${fenToYuan(num(p.fen))}`,
    (p) => `Cloud number ${str(p.number)} auto-renewed for 1 month; ¥${fenToYuan(num(p.fen))} charged`,
  ),
  'notice.cloud_number_charge_failed': both(
    (p) =>
      num(p.attempt) >= 2
        ? `云号码 ${str(p.number)} 月租重试扣费失败（余额不足），已退订`
        : `云号码 ${str(p.number)} 月租扣费失败（余额不足），将于 24 日 20:00 重试，失败则立即退订`,
    (p) =>
      num(p.attempt) >= 2
        ? `The retry to charge the rent of cloud number ${str(p.number)} failed (balance too low); it is unsubscribed`
        : `The rent of cloud number ${str(p.number)} could not be charged (balance too low); retried at 20:00 on the 24th, unsubscribed if that fails`,
  ),
  'notice.cloud_number_unsubscribed': both(
    (p) => `云号码 ${str(p.number)} 未续费，已于 25 日退订，无法找回`,
    (p) => `Cloud number ${str(p.number)} was not renewed and was unsubscribed on the 25th; it cannot be retrieved`,
  ),
  'notice.phone_renew_failed': both(
    (p) =>
      `${str(p.phone)} 自动续费失败（${p.reason === 'spec' ? '规格暂不支持续费' : '余额不足'}），到期前充值后会再次尝试`,
    (p) =>
      `Auto-renewal of ${str(p.phone)} failed (${p.reason === 'spec' ? 'its spec can no longer be renewed' : 'balance too low'}); it is tried again until expiry once topped up`,
  ),
  'notice.balance_short': both(
    (p) =>
      `未来 ${num(p.days)} 天的自动续费共需 ¥${fenToYuan(num(p.due_fen))}，余额 ¥${fenToYuan(num(p.balance_fen))} 不足，请及时充值`,
    (p) =>
      `The auto-renewals of the next ${num(p.days)} days need ¥${fenToYuan(num(p.due_fen))}; the balance of ¥${fenToYuan(num(p.balance_fen))} will not cover them`,
  ),
  'notice.network_renew_failed': both(
    (p) => `${p.what === 'card' ? '网卡' : 'IP设备'} ${str(p.label)} 自动续费失败（余额不足），到期前充值后会再次尝试`,
    (p) =>
      `Auto-renewal of ${p.what === 'card' ? 'network card' : 'IP device'} ${str(p.label)} failed (balance too low); it is tried again until expiry once topped up`,
  ),
  'notice.account_renew_failed': both(
    (p) => `分身 ${str(p.name)} 自动续费失败（余额不足），到期前充值后会再次尝试`,
    (p) =>
      `Auto-renewal of sub-account ${str(p.name)} failed (balance too low); it is tried again until expiry once topped up`,
  ),
  'notice.phone_cancelled': both(
    (p) => `${str(p.phone)} 到期已满 7 天，服务已注销`,
    (p) => `${str(p.phone)} expired 7 days ago; its service is cancelled`,
  ),
  'notice.resource_cancelled': both(
    (p) =>
      `${p.what === 'account' ? '分身' : p.what === 'card' ? '网卡' : 'IP设备'} ${str(p.label)} 到期已满 7 天，服务已注销`,
    (p) =>
      `${p.what === 'account' ? 'Sub-account' : p.what === 'card' ? 'Network card' : 'IP device'} ${str(p.label)} expired 7 days ago; its service is cancelled`,
  ),
  'notice.allocation_late': both(
    (p) => `订单 ${str(p.order_no)} 支付已超过 2 小时，云手机仍在分配中，我们正在处理`,
    (p) => `Order ${str(p.order_no)} was paid over 2 hours ago and its phones are still being allocated; we are on it`,
  ),
  'notice.login_attempts': both(
    (p) =>
      p.scope === 'account'
        ? `账号 ${str(p.username)} 在 ${num(p.minutes)} 分钟内从多个地址登录失败 ${num(p.failures)} 次，已暂停陌生终端登录 ${num(p.minutes)} 分钟（已授权的终端不受影响）`
        : `账号 ${str(p.username)} 在 ${num(p.minutes)} 分钟内从 IP ${str(p.ip)} 登录失败 ${num(p.failures)} 次，该地址已暂停登录 ${num(p.minutes)} 分钟`,
    (p) =>
      p.scope === 'account'
        ? `${num(p.failures)} failed sign-ins to ${str(p.username)} from several addresses in ${num(p.minutes)} minutes: new terminals are paused for ${num(p.minutes)} minutes (authorized terminals still sign in)`
        : `${num(p.failures)} failed sign-ins to ${str(p.username)} from IP ${str(p.ip)} in ${num(p.minutes)} minutes: that address is paused for ${num(p.minutes)} minutes`,
  ),
  'notice.allocation_refunded': both(
    (p) => `订单 ${str(p.order_no)} 超时未分配，¥${fenToYuan(num(p.fen))} 已退回余额`,
    (p) => `Order ${str(p.order_no)} was not allocated in time; ¥${fenToYuan(num(p.fen))} returned to the balance`,
  ),

  // cloud sync records
  'sync.summary': both(
    (p) => `同步 ${num(p.total)} 台：正常 ${num(p.normal)} 台，异常 ${num(p.abnormal)} 台`,
    (p) => `Synced ${num(p.total)} phones: ${num(p.normal)} normal, ${num(p.abnormal)} abnormal`,
  ),
  'sync.failed': both(
    (p) => `同步失败：${str(p.reason)}`,
    (p) => `Sync failed: ${str(p.reason)}`,
  ),
} satisfies Record<string, Render>;

export type TextCode = keyof typeof CATALOGUE;

export function text<C extends TextCode>(code: C, params: TextParams = {}): Text<C> {
  return { code, params };
}

const isText = (t: unknown): t is Text =>
  typeof t === 'object' && t !== null && typeof (t as Text).code === 'string' && (t as Text).code in CATALOGUE;

/**
 * The text in `lang`; `fallback` (the stored Chinese sentence) for rows without a known code.
 * Takes what the jsonb column holds (unknown): a code from a newer release is not trusted blindly.
 */
export function render(t: unknown, lang: Lang, fallback = ''): string {
  if (!isText(t)) return fallback;
  const write: Render = CATALOGUE[t.code];
  return write(t.params ?? {}, lang);
}

/** The Chinese sentence stored next to the code (fallback and keyword search). */
export const zh = (t: Text) => render(t, 'zh');

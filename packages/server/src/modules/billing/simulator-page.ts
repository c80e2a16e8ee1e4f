// HTML of the simulated Alipay / WeChat Pay checkout. Clearly labelled: no real money moves.
// No script at all; served with a strict Content-Security-Policy (plugin.ts). The one-time
// checkout token travels in the form body, never in a URL the page links to.
import { fenToYuan } from '../../lib/money';
import { PAY_CHANNEL_NAMES, type PayChannel } from '../../providers/payment';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STATUS_TEXT: Record<string, string> = {
  awaiting_payment: '待支付',
  paid: '已支付',
  expired: '已过期',
  cancelled: '已取消',
  payment_failed: '支付失败',
  buying: '购买中',
};

const SIMULATOR_TITLE: Record<PayChannel, string> = { alipay: '支付宝支付模拟器', wechat: '微信支付模拟器' };

const channelOf = (payType: string): PayChannel => (payType === 'wechat' ? 'wechat' : 'alipay');

export function simulatorPage(o: {
  orderNo: string;
  totalFen: number;
  status: string;
  goodsName: string;
  payable: boolean;
  payType: string;
  token: string;
}) {
  const channel = channelOf(o.payType);
  const name = { zh: SIMULATOR_TITLE[channel], en: PAY_CHANNEL_NAMES[channel].en };
  const action = `${encodeURIComponent(o.orderNo)}/confirm`; // relative: works behind the /api prefix
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<title>${name.zh} · ${name.en} simulator · ${esc(o.orderNo)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f5f7fa;margin:0;padding:40px}
.card{max-width:420px;margin:auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 2px 12px #0001}
.banner{background:#fff7e6;border:1px solid #ffd591;color:#ad4e00;padding:8px 12px;border-radius:4px;font-size:13px}
.amount{font-size:32px;color:#1677ff;margin:16px 0}button{background:#1677ff;color:#fff;border:0;border-radius:4px;padding:10px 24px;font-size:16px;cursor:pointer}</style>
</head><body><div class="card">
<h1>${name.zh}</h1>
<p class="banner">这是内置的支付模拟器（${name.en} simulator），不会产生真实扣款。</p>
<p>订单号：<strong data-testid="order-no">${esc(o.orderNo)}</strong></p>
<p>商品：${esc(o.goodsName)}</p>
<p class="amount">¥<span data-testid="amount">${fenToYuan(o.totalFen)}</span></p>
<p>状态：${esc(STATUS_TEXT[o.status] ?? o.status)}</p>
${
  o.payable
    ? `<form method="post" action="${esc(action)}"><input type="hidden" name="token" value="${esc(o.token)}"><button type="submit">确认支付 (Confirm)</button></form>`
    : '<p>该订单当前不可支付。</p>'
}
</div></body></html>`;
}

export function simulatorMessage(title: string, text: string) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>支付模拟器 · ${esc(title)}</title></head>
<body><h1>支付模拟器（Payment simulator）</h1><p>${esc(text)}</p></body></html>`;
}

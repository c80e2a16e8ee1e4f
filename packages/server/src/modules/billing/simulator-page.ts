// HTML of the simulated Alipay / WeChat Pay checkout. Clearly labelled: no real money moves.
// No script at all; served with a strict Content-Security-Policy (plugin.ts). The one-time
// checkout token travels in the form body, never in a URL the page links to.
import { fenToYuan } from '../../lib/money';
import type { Lang, Localized } from '../../lib/lang';
import { PAY_CHANNEL_NAMES, type PayChannel } from '../../providers/payment';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STATUS_TEXT: Record<string, Localized> = {
  awaiting_payment: { zh: '待支付', en: 'Awaiting payment' },
  paid: { zh: '已支付', en: 'Paid' },
  expired: { zh: '已过期', en: 'Expired' },
  cancelled: { zh: '已取消', en: 'Cancelled' },
  payment_failed: { zh: '支付失败', en: 'Payment failed' },
  buying: { zh: '购买中', en: 'Buying' },
};

const SIMULATOR_TITLE: Record<PayChannel, string> = { alipay: '支付宝支付模拟器', wechat: '微信支付模拟器' };

const channelOf = (payType: string): PayChannel => (payType === 'wechat' ? 'wechat' : 'alipay');

const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };

/** The checkout page, in the language of the browser that opened it (zh unless it asks for en). */
export function simulatorPage(
  o: {
    orderNo: string;
    totalFen: number;
    status: string;
    goodsName: string;
    payable: boolean;
    payType: string;
    token: string;
  },
  lang: Lang = 'zh',
) {
  const channel = channelOf(o.payType);
  const name = { zh: SIMULATOR_TITLE[channel], en: PAY_CHANNEL_NAMES[channel].en };
  const action = `${encodeURIComponent(o.orderNo)}/confirm`; // relative: works behind the /api prefix
  const status = STATUS_TEXT[o.status]?.[lang] ?? o.status;
  const t =
    lang === 'en'
      ? {
          title: `${name.en} simulator · ${esc(o.orderNo)}`,
          heading: `${name.en} simulator`,
          banner: 'This is the built-in payment simulator; no real money is charged.',
          orderNo: 'Order no.: ',
          goods: 'Goods: ',
          status: 'Status: ',
          confirm: 'Confirm payment',
          notPayable: 'This order cannot be paid now.',
        }
      : {
          title: `${name.zh} · ${name.en} simulator · ${esc(o.orderNo)}`,
          heading: name.zh,
          banner: `这是内置的支付模拟器（${name.en} simulator），不会产生真实扣款。`,
          orderNo: '订单号：',
          goods: '商品：',
          status: '状态：',
          confirm: '确认支付 (Confirm)',
          notPayable: '该订单当前不可支付。',
        };
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8">
<title>${t.title}</title>
<style>body{font-family:system-ui,sans-serif;background:#f5f7fa;margin:0;padding:40px}
.card{max-width:420px;margin:auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 2px 12px #0001}
.banner{background:#fff7e6;border:1px solid #ffd591;color:#ad4e00;padding:8px 12px;border-radius:4px;font-size:13px}
.amount{font-size:32px;color:#1677ff;margin:16px 0}button{background:#1677ff;color:#fff;border:0;border-radius:4px;padding:10px 24px;font-size:16px;cursor:pointer}</style>
</head><body><div class="card">
<h1>${t.heading}</h1>
<p class="banner">${t.banner}</p>
<p>${t.orderNo}<strong data-testid="order-no">${esc(o.orderNo)}</strong></p>
<p>${t.goods}${esc(o.goodsName)}</p>
<p class="amount">¥<span data-testid="amount">${fenToYuan(o.totalFen)}</span></p>
<p>${t.status}${esc(status)}</p>
${
  o.payable
    ? `<form method="post" action="${esc(action)}"><input type="hidden" name="token" value="${esc(o.token)}"><button type="submit">${t.confirm}</button></form>`
    : `<p>${t.notPayable}</p>`
}
</div></body></html>`;
}

/** A page saying why the simulator cannot go on (a refused link, an order that cannot be paid). */
export function simulatorMessage(title: Localized, text: Localized, lang: Lang = 'zh') {
  if (lang === 'en')
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment simulator · ${esc(title.en)}</title></head>
<body><h1>Payment simulator</h1><p>${esc(text.en)}</p></body></html>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>支付模拟器 · ${esc(title.zh)}</title></head>
<body><h1>支付模拟器（Payment simulator）</h1><p>${esc(text.zh)}</p></body></html>`;
}

// HTML of the built-in simulator of the cloud-phone provider's management site (the default
// PROVIDER_SITE_URL). Clearly labelled: no real provider is reached. No script at all; served with
// a strict Content-Security-Policy (plugin.ts).
import type { Lang, Localized } from '../../lib/lang';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const SIMULATOR_TITLE: Localized = {
  zh: '云手机服务商管理后台（模拟器）',
  en: 'Cloud-phone provider console (simulator)',
};

const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };

const STYLE = `<style>body{font-family:system-ui,sans-serif;background:#f5f7fa;margin:0;padding:40px}
.card{max-width:480px;margin:auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 2px 12px #0001}
.banner{background:#fff7e6;border:1px solid #ffd591;color:#ad4e00;padding:8px 12px;border-radius:4px;font-size:13px}</style>`;

/** The site as the ticket's enterprise sees it, in the browser's language (zh unless it asks for en). */
export function providerSimulatorPage(
  o: { enterpriseName: string; phoneCount: number; redirect: string },
  lang: Lang = 'zh',
): string {
  const t =
    lang === 'en'
      ? {
          banner:
            'This is the built-in simulator of the provider console: a real provider would verify the ticket with the console; the simulator checked it in-process. No real provider is reached.',
          enterprise: 'Enterprise: ',
          phones: 'Cloud phones: ',
          page: 'Requested page: ',
        }
      : {
          banner:
            '这是内置的服务商管理后台模拟器（provider console simulator）：真实的服务商会向控制台核验票据，模拟器在进程内完成核验，不会连接真实的服务商。',
          enterprise: '企业：',
          phones: '云手机数量：',
          page: '请求的页面：',
        };
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8">
<title>${esc(SIMULATOR_TITLE[lang])}</title>
${STYLE}
</head><body><div class="card">
<h1>${esc(SIMULATOR_TITLE[lang])}</h1>
<p class="banner">${esc(t.banner)}</p>
<p>${t.enterprise}<strong data-testid="enterprise-name">${esc(o.enterpriseName)}</strong></p>
<p>${t.phones}<strong data-testid="phone-count">${o.phoneCount}</strong></p>
${o.redirect ? `<p>${t.page}<code data-testid="redirect">${esc(o.redirect)}</code></p>` : ''}
</div></body></html>`;
}

/** Why the simulator does not open the site (a refused ticket). */
export function providerSimulatorRefusal(title: Localized, text: Localized, lang: Lang = 'zh'): string {
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8">
<title>${esc(SIMULATOR_TITLE[lang])} · ${esc(title[lang])}</title>
${STYLE}
</head><body><div class="card">
<h1>${esc(SIMULATOR_TITLE[lang])}</h1>
<h2 data-testid="refusal">${esc(title[lang])}</h2>
<p>${esc(text[lang])}</p>
</div></body></html>`;
}

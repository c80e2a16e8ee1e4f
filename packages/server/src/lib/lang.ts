// The language a request is answered in, for the texts the server itself makes (goods names,
// wallet remarks, sync details, CSV headers and labels). The console sends its language as
// Accept-Language (zh-CN / en); anything else, or nothing, is Chinese, the console's default.
// Error and success messages follow it too (lib/error-handling.ts, lib/envelope.ts): zh is the spec's text.
import type { Lang, Localized } from '@console/contract/localized';

export { LANGS, type Lang, type Localized } from '@console/contract/localized';

/** The preferred of zh and en in an Accept-Language value (q-values honoured); zh when neither is named. */
export function langOfHeader(header: string | string[] | undefined): Lang {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { lang: Lang; q: number } | null = null;
  for (const part of value.split(',')) {
    const [tag, ...opts] = part.trim().toLowerCase().split(';');
    const base = tag.trim().split('-')[0];
    if (base !== 'zh' && base !== 'en') continue;
    const qOpt = opts.map((o) => o.trim()).find((o) => o.startsWith('q='));
    const q = qOpt ? Number(qOpt.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: base, q };
  }
  return best?.lang ?? 'zh';
}

export const langOf = (req: { headers: Record<string, string | string[] | undefined> }): Lang =>
  langOfHeader(req.headers['accept-language']);

/** A catalogue list as a reader sees it: each `{ zh, en }` label in `lang`. */
export const labelledIn = <T extends { label: Localized }>(items: readonly T[], lang: Lang) =>
  items.map((i) => ({ ...i, label: i.label[lang] }));

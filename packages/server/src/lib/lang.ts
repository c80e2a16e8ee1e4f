// The language a request is answered in, for the texts the server itself makes (goods names,
// wallet remarks, sync details, CSV headers and labels). The console sends its language as
// Accept-Language (zh-CN / en); anything else, or nothing, is Chinese, the console's default.
// Error messages (the envelope's msg) are fixed by the spec in Chinese and do not follow this.
export type Lang = 'zh' | 'en';
export const LANGS: readonly Lang[] = ['zh', 'en'];

/** A text in each language the console speaks. */
export type Localized = Record<Lang, string>;

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

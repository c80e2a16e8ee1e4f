// Texts in both of the console's languages. The server answers every text it makes (error and
// success messages, validation sentences) in the request's language (Accept-Language); the zh text
// is the spec's, word for word, the en one is ours. TypeBox-free, so browser code can read the
// same sentences (`@console/contract/localized`).
export type Lang = 'zh' | 'en';
export const LANGS: readonly Lang[] = ['zh', 'en'];

/** A text in each language the console speaks. */
export type Localized = Readonly<Record<Lang, string>>;

/** A text the server makes: both languages, or (only for text that has no language: codes, names) one string. */
export type Message = string | Localized;

export const isLocalized = (m: unknown): m is Localized =>
  typeof m === 'object' &&
  m !== null &&
  typeof (m as Localized).zh === 'string' &&
  typeof (m as Localized).en === 'string';

/** The text in `lang`. */
export const textIn = (m: Message, lang: Lang): string => (typeof m === 'string' ? m : m[lang]);

/** `{ zh, en }` from two tables with the same keys (the en table must name every zh key). */
export function bilingual<K extends string>(zh: Readonly<Record<K, string>>, en: Readonly<Record<K, string>>) {
  const out = {} as Record<K, Localized>;
  for (const k of Object.keys(zh) as K[]) out[k] = { zh: zh[k], en: en[k] };
  return out;
}

/**
 * Lists joined the way each language joins them (Intl.ListFormat): a plain list reads 甲、乙、丙 /
 * A, B, C (narrow conjunction: no 和 / and); `and` reads 甲、乙和丙 / A, B, and C.
 */
export function joinList(items: readonly string[], lang: Lang, kind: 'list' | 'and' = 'list'): string {
  const style = kind === 'and' ? 'long' : 'narrow';
  return new Intl.ListFormat(lang === 'en' ? 'en' : 'zh-CN', { style, type: 'conjunction' }).format(items);
}

/** A name with a note after it, in the language's brackets: 张三（zhangsan） / Zhang San (zhangsan). */
export const withAside = (main: string, aside: string, lang: Lang): string =>
  lang === 'en' ? `${main} (${aside})` : `${main}（${aside}）`;

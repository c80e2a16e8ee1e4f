// The contract's message tables hold { zh, en }; tests asking in the default language compare
// with the zh sentences (the spec's), by the same keys.
import type { Localized } from '@console/contract/localized';

export const zhOf = <K extends string>(table: Readonly<Record<K, Localized>>): Record<K, string> =>
  Object.fromEntries(Object.entries<Localized>(table).map(([k, v]) => [k, v.zh])) as Record<K, string>;

/** Chinese characters and CJK / full-width punctuation (、，（）：): what an English answer must not hold. */
export const CHINESE = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

// Texts in the current language: names joined and annotated as the language writes them (甲、乙、丙 /
// A, B, C; 张三（zhangsan） / 张三 (zhangsan)) and the contract's { zh, en } sentences.
import { joinList, type Localized, withAside } from '@console/contract/localized';
import { useCallback } from 'react';
import { useLanguage } from './language';

/** `join(items)` in the current language; re-renders the caller when the language changes. */
export function useJoinList(): (items: readonly string[]) => string {
  const language = useLanguage();
  return useCallback((items) => joinList(items, language), [language]);
}

/** `aside(main, note)`: "main（note）" in zh, "main (note)" in en. */
export function useAside(): (main: string, note: string) => string {
  const language = useLanguage();
  return useCallback((main, note) => withAside(main, note, language), [language]);
}

/** A member as pickers list them: the name with the username after it, or the username alone. */
export function useMemberLabel(): (m: { name?: string | null; username: string }) => string {
  const aside = useAside();
  return useCallback((m) => (m.name ? aside(m.name, m.username) : m.username), [aside]);
}

/**
 * `say(message)`: a sentence the contract writes once in both languages (`{ zh, en }`, the same one
 * the server answers) in the current language — forms show the server's words, not a copy of them.
 */
export function useLocalized(): (message: Localized) => string {
  const language = useLanguage();
  return useCallback((message) => message[language], [language]);
}

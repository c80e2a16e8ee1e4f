// Names in running text, joined and annotated as the current language writes them (甲、乙、丙 /
// A, B, C; 张三（zhangsan） / 张三 (zhangsan)).
import { joinList, withAside } from '@console/contract/localized';
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

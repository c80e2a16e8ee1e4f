// Lists of names in running text, joined as the current language joins them (甲、乙、丙 / A, B, C).
import { joinList } from '@console/contract/localized';
import { useCallback } from 'react';
import { useLanguage } from './language';

/** `join(items)` in the current language; re-renders the caller when the language changes. */
export function useJoinList(): (items: readonly string[]) => string {
  const language = useLanguage();
  return useCallback((items) => joinList(items, language), [language]);
}

import { useUiTexts } from '../../list/i18n';
import en from './en.json';
import zh from './zh.json';

export const pageTexts = { zh, en };

/** t() of the page helpers (ui:page.*). */
export function usePageText(): (key: keyof typeof zh) => string {
  return useUiTexts('page', pageTexts);
}

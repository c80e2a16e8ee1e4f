// The 'ui:form.*' texts of FormDialog (default button texts, an error the request layer did not show).
import { useUiTexts } from '../../list/i18n';
import en from './en.json';
import zh from './zh.json';

export const formTexts = { zh, en };

export function useFormText(): (key: keyof typeof zh, vars?: Record<string, string | number>) => string {
  return useUiTexts('form', formTexts);
}

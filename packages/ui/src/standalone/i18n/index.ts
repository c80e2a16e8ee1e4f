import { useUiTexts } from '../../list/i18n';
import en from './en.json';
import zh from './zh.json';

export const standaloneTexts = { zh, en };
export type StandaloneTextKey = keyof typeof zh;

/** t() of the standalone shell ('ui' namespace, prefix 'standalone'). */
export function useStandaloneText(): (key: StandaloneTextKey, vars?: Record<string, string | number>) => string {
  return useUiTexts('standalone', standaloneTexts);
}

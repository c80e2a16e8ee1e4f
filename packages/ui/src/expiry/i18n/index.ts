import { useUiTexts } from '../../list/i18n';
import en from './en.json';
import zh from './zh.json';

export const expiryTexts = { zh, en };
export type ExpiryTextKey = keyof typeof zh;

/** t() of the expiry cell ('ui' namespace, prefix 'expiry'). */
export function useExpiryText(): (key: ExpiryTextKey, vars?: Record<string, string | number>) => string {
  return useUiTexts('expiry', expiryTexts);
}

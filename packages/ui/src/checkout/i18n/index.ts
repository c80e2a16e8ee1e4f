// The 'ui:checkout.*' texts of the checkout kit.
import { useUiTexts } from '../../list/i18n';
import en from './en.json';
import zh from './zh.json';

export const checkoutTexts = { zh, en };
export type CheckoutTextKey = keyof typeof zh;

export function useCheckoutText(): (key: CheckoutTextKey, vars?: Record<string, string | number>) => string {
  return useUiTexts('checkout', checkoutTexts);
}

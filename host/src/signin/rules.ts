// The login forms' rules (spec §5 Login validation, Mobile number, Member password): the same
// checks and sentences as the server's (@console/shared's validators, the contract's { zh, en }).
import { isMobile, MOBILE_MESSAGE, useLocalized } from '@console/shared/signin';
import { useTranslation } from 'react-i18next';
import type { Rule, Values } from './useForm';

/** Required (blank counts as empty when `trim`): the message when missing, else the next check's. */
export function required<V extends Values>(message: string, next?: Rule<V>, trim = true): Rule<V> {
  return (v, all) => ((trim ? v.trim() : v) ? next?.(v, all) : message);
}

/** The phone rule both SMS forms use: required, then 11 digits starting 1[3-9]. */
export function usePhoneRule<V extends Values>(): Rule<V> {
  const { t } = useTranslation('host');
  const say = useLocalized();
  return required(t('login.phoneRequired'), (v) => (isMobile(v.trim()) ? undefined : say(MOBILE_MESSAGE)));
}

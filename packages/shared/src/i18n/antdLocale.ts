// antd's own texts (pagination, pickers, modals) must follow the console language too.
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type Language, useLanguage } from './language';

export function antdLocaleFor(l: Language): Locale {
  return l === 'en' ? enUS : zhCN;
}

export function useAntdLocale(): Locale {
  return antdLocaleFor(useLanguage());
}

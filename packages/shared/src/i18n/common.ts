// The 'common' namespace: strings the shared layer itself shows. zh texts are the spec's (§4, §8).
import { getLanguage } from './language';

export const COMMON_NS = 'common';

export const commonZh = {
  loginInvalid: '登录失效，请重新登录或者授权',
  networkError: '网络请求错误，请稍后重试',
  loading: '加载中',
  close: '关闭',
  copySuccess: '复制成功',
} as const;

export type CommonKey = keyof typeof commonZh;

export const commonEn: Record<CommonKey, string> = {
  loginInvalid: 'Login has expired, please log in again or authorize',
  networkError: 'Network request error, please try again later',
  loading: 'Loading',
  close: 'Close',
  copySuccess: 'Copied',
};

/** Text for the current language without needing i18next initialised (the request layer
 * can run before the host calls initI18n, e.g. in a remote started on its own). */
export function commonText(key: CommonKey): string {
  return getLanguage() === 'en' ? commonEn[key] : commonZh[key];
}

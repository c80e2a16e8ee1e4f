import Cookies from 'js-cookie';
import i18next from 'i18next';
import { addResources, initI18n } from './init';
import { getLanguage, setLanguage, subscribeLanguage } from './language';
import { antdLocaleFor } from './antdLocale';
import { commonText } from './common';
import { clearCookies } from '../testing/fakeServer';

beforeEach(() => clearCookies());

it('defaults to zh without a language cookie', () => {
  expect(getLanguage()).toBe('zh');
  expect(commonText('loading')).toBe('加载中');
});

it('reads en from the cookie; anything else is zh', () => {
  Cookies.set('language', 'en');
  expect(getLanguage()).toBe('en');
  Cookies.set('language', 'fr');
  expect(getLanguage()).toBe('zh');
});

it('initI18n starts in the cookie language, is idempotent and registers common', () => {
  Cookies.set('language', 'en');
  const a = initI18n();
  const b = initI18n();
  expect(a).toBe(b);
  expect(a.language).toBe('en');
  expect(a.t('common:networkError')).toBe('Network request error, please try again later');
});

it('setLanguage writes the cookie and switches i18next', () => {
  initI18n();
  setLanguage('zh');
  expect(Cookies.get('language')).toBe('zh');
  expect(i18next.language).toBe('zh');
  expect(i18next.t('common:loginInvalid')).toBe('登录失效，请重新登录或者授权');
  setLanguage('en');
  expect(Cookies.get('language')).toBe('en');
  expect(i18next.language).toBe('en');
});

it('a language another tab saved is taken up when this tab comes back into view (issue 34)', () => {
  initI18n();
  setLanguage('zh');
  const seen: string[] = [];
  const stop = subscribeLanguage(() => seen.push(getLanguage()));
  Cookies.set('language', 'en'); // the other tab's setLanguage
  expect(i18next.language).toBe('zh');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(document.visibilityState).toBe('visible');
  expect(i18next.language).toBe('en');
  expect(seen).toEqual(['en']);
  stop();
});

it('addResources registers a namespace in both languages', () => {
  addResources('phone', { zh: { title: '设备管理' }, en: { title: 'Devices' } });
  setLanguage('zh');
  expect(i18next.t('phone:title')).toBe('设备管理');
  setLanguage('en');
  expect(i18next.t('phone:title')).toBe('Devices');
});

it('antd locale follows the language', () => {
  expect(antdLocaleFor('zh').locale).toBe('zh-cn');
  expect(antdLocaleFor('en').locale).toBe('en');
});

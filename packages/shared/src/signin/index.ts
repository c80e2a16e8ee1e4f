// `@console/shared/signin`: what the signed-out page needs and nothing heavier (issue 37): the
// sign-in calls over fetch, the token cookie, the terminal id, the language and i18next, the login
// forms' rules. No axios, no antd, no query cache: the console's barrel (../index.ts) has those.
// The same modules as the barrel's; a page loads either this (signed out) or the console, not both.
export { signIn, SHOW_SET_PWD_KEY, TERMINAL_WAITING_CODE, type LoginOutcome } from './calls';
export { getToken, setToken } from '../session/cookie';
export { getTerminalId } from '../session/terminal';
export { initI18n, addResources } from '../i18n/init';
export { getLanguage, setLanguage, useLanguage, type Language } from '../i18n/language';
export { useLocalized } from '../i18n/list';
export { isLoginPassword, isMemberPassword, isMobile, MOBILE_MESSAGE, PASSWORD_MISMATCH_MESSAGE } from '../validators';
export type { LoginRole } from '../roles';

// Public surface of @console/shared (docs/shared-contract.md). Import only from here.
export { currentApiEnv, resolveBaseURL, type ApiEnv, type ConsoleEnv } from './request/env';
export { client, REQUEST_TIMEOUT, TOKEN_HEADER } from './request/client';
export type { RequestFlags } from './request/flags';
export { get, post } from './request/http';
export { newIdempotencyKey, outcomeUnknown, useAttemptKey } from './request/idempotency';
export { prefetchGet } from './request/prefetch';
export { loading, useLoadingCount, LOADING_EXCLUDED } from './request/loading';
export { setMessageApi } from './request/message';
export { setOnLoginInvalid, RequestError, SUCCESS_CODES, LOGIN_INVALID_CODE } from './request/handle';
export { downloadCsv } from './request/download';
export { putFile, storageUrl, uploadTicket } from './request/upload';
export type { BehaviourRecord } from './request/report';

export { TOKEN_COOKIE, getToken, setToken, removeToken } from './session/cookie';
export { useSession, type UserState } from './session/store';
export {
  session,
  SHOW_SET_PWD_KEY,
  MISSING_INFO_MESSAGE,
  TERMINAL_WAITING_CODE,
  type LoginOutcome,
} from './session/actions';
export { resetToken } from './session/reset';
export { getTerminalId, TERMINAL_ID_KEY } from './session/terminal';

export { initI18n, addResources } from './i18n/init';
export { getLanguage, setLanguage, useLanguage, LANGUAGE_COOKIE, type Language } from './i18n/language';
export { useAside, useJoinList, useLocalized, useMemberLabel } from './i18n/list';
export { useAntdLocale } from './i18n/antdLocale';
export { COMMON_NS, commonZh, commonEn, commonText } from './i18n/common';

export { roleFromLevel, canEnter, showInviteReward, type LoginRole } from './roles';
export {
  canCall,
  useCan,
  callerOf,
  isEndpoint,
  mayOpenRoute,
  useRouteCan,
  useCanOpenRoute,
  type Endpoint,
  type OpenableRoute,
} from './access';
export * from './validators';
export { fenToYuan, formatFen, formatYuan } from './money';
export { checkoutDraft } from './checkout/draft';

export { userApi, type LoginBody, type RegisterBody, type SavePwdBody } from './api/user';
export { configApi } from './api/config';
export { phoneApi } from './api/phone';
export { couponApi } from './api/coupon';
export type * from './api/types';

export {
  CONSOLE_SOURCE,
  EXTENSION_SOURCE,
  ExtensionEvent,
  extensionPresence,
  GET_PLUGIN_TIMEOUT_MS,
  isExtensionMessage,
  onExtensionMessage,
  postToExtension,
  requestFromExtension,
  type ConsoleMessage,
  type ExtensionEventType,
  type ExtensionInfo,
  type ExtensionMessage,
  type ExtensionPresence,
  type ExtensionStatus,
} from './extension';

export { createQueryClient } from './query/client';
export { sharedQueryKeys } from './query/keys';
export {
  provideShellServices,
  shellServices,
  hasShellServices,
  type ShellServices,
  type OpenRechargeOptions,
} from './shell/services';

// The single axios instance. Base address, token and language are applied per request, not at
// creation, because all three can change while the page lives (env switch, login, logout,
// language switch). The server writes the texts it makes (goods names, wallet remarks, CSV
// exports) in the language named by Accept-Language.
import axios, { type InternalAxiosRequestConfig } from 'axios';
import { getLanguage } from '../i18n/language';
import { getToken } from '../session/cookie';
import { resolveBaseURL } from './env';
import { LANGUAGE_HEADER, LANGUAGE_TAG, REQUEST_TIMEOUT, TOKEN_HEADER } from './headers';

export { REQUEST_TIMEOUT, TOKEN_HEADER };

export const client = axios.create({ timeout: REQUEST_TIMEOUT });

export function applyRequestDefaults(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.baseURL = resolveBaseURL();
  const token = getToken();
  if (token) config.headers.set(TOKEN_HEADER, token);
  else config.headers.delete(TOKEN_HEADER);
  config.headers.set(LANGUAGE_HEADER, LANGUAGE_TAG[getLanguage()]);
  return config;
}

client.interceptors.request.use(applyRequestDefaults);

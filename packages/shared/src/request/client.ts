// The single axios instance. Base address, token and language are applied per request, not at
// creation, because all three can change while the page lives (env switch, login, logout,
// language switch). The server writes the texts it makes (goods names, wallet remarks, CSV
// exports) in the language named by Accept-Language.
import axios, { type InternalAxiosRequestConfig } from 'axios';
import { getLanguage } from '../i18n/language';
import { getToken } from '../session/cookie';
import { resolveBaseURL } from './env';

export const REQUEST_TIMEOUT = 300000;
export const TOKEN_HEADER = 'P-Token';
export const LANGUAGE_HEADER = 'Accept-Language';
const LANGUAGE_TAG = { zh: 'zh-CN', en: 'en' } as const;

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

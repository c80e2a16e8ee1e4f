// The single axios instance. Base address and token are applied per request, not at
// creation, because both can change while the page lives (env switch, login, logout).
import axios, { type InternalAxiosRequestConfig } from 'axios';
import { getToken } from '../session/cookie';
import { resolveBaseURL } from './env';

export const REQUEST_TIMEOUT = 300000;
export const TOKEN_HEADER = 'P-Token';

export const client = axios.create({ timeout: REQUEST_TIMEOUT });

export function applyRequestDefaults(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.baseURL = resolveBaseURL();
  const token = getToken();
  if (token) config.headers.set(TOKEN_HEADER, token);
  else config.headers.delete(TOKEN_HEADER);
  return config;
}

client.interceptors.request.use(applyRequestDefaults);

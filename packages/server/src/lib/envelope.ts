// The response envelope every API route uses: its schema and codes live in @console/contract.
import { Code } from '@console/contract';
import type { Localized } from '@console/contract/localized';
import { langOf } from './lang';

export { Code, envelope } from '@console/contract';

export const LOGIN_INVALID_MESSAGE: Localized = {
  zh: '登录失效，请重新登录或者授权',
  en: 'Your session has expired. Please sign in again.',
};

export interface Envelope<T> {
  code: number;
  message: string;
  data: T | null;
}

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { code: Code.OK, message, data };
}

/** `ok` with a message people read, in the request's language. */
export const okIn = <T>(req: { headers: Record<string, string | string[] | undefined> }, data: T, message: Localized) =>
  ok(data, message[langOf(req)]);

/** A refusal the handler wants to report as `{ code, message, data: null }` with HTTP 200. */
export class AppError extends Error {
  /** The message in both languages; `message` (logs) holds the zh one. */
  readonly text: Localized;
  constructor(
    public readonly code: number,
    text: Localized,
  ) {
    super(text.zh);
    this.text = text;
  }
}

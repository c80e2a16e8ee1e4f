// The response envelope every API route uses: its schema and codes live in @console/contract.
import { Code } from '@console/contract';

export { Code, envelope } from '@console/contract';

export const LOGIN_INVALID_MESSAGE = '登录失效，请重新登录或者授权';

export interface Envelope<T> {
  code: number;
  message: string;
  data: T | null;
}

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { code: Code.OK, message, data };
}

/** A refusal the handler wants to report as `{ code, message, data: null }` with HTTP 200. */
export class AppError extends Error {
  constructor(
    public readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

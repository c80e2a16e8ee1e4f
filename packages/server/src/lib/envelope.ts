// The response envelope every API route uses, plus its OpenAPI/serialisation schema.
import { Type, type TSchema } from 'typebox';

export const Code = {
  OK: 0,
  LOGIN_INVALID: 20103,
  VALIDATION: 40001,
  FORBIDDEN: 40003,
  NOT_FOUND: 40004,
  CONFLICT: 40009,
  TOO_FREQUENT: 42901,
  INTERNAL: 50000,
} as const;

export const LOGIN_INVALID_MESSAGE = '登录失效，请重新登录或者授权';

export interface Envelope<T> { code: number; message: string; data: T | null }

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { code: Code.OK, message, data };
}

/** A refusal the handler wants to report as `{ code, message, data: null }` with HTTP 200. */
export class AppError extends Error {
  constructor(public readonly code: number, message: string) {
    super(message);
  }
}

/** Response schema: data is `dataSchema` on success and null on any refusal. */
export function envelope(dataSchema: TSchema = Type.Null()) {
  return {
    200: Type.Object({
      code: Type.Integer(),
      message: Type.String(),
      data: Type.Union([dataSchema, Type.Null()]),
    }),
  };
}

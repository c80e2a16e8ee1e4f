// The envelope every API answer uses: `{ code, message, data }`, HTTP 200 for every handled
// outcome; data is null on any refusal.
import { Type, type Static, type TSchema } from 'typebox';

export const Code = {
  OK: 0,
  LOGIN_INVALID: 20103,
  /** a staff login from a new terminal waits for approval: data is TerminalWaiting (spec §6) */
  TERMINAL_WAITING: 20201,
  VALIDATION: 40001,
  FORBIDDEN: 40003,
  NOT_FOUND: 40004,
  CONFLICT: 40009,
  TOO_FREQUENT: 42901,
  INTERNAL: 50000,
} as const;

/** Response schema (per HTTP status, as Fastify takes it): data is `dataSchema` on success, null on a refusal. */
export function envelope(dataSchema: TSchema = Type.Null()) {
  return {
    200: Type.Object({
      code: Type.Integer(),
      message: Type.String(),
      data: Type.Union([dataSchema, Type.Null()]),
    }),
  };
}

/** The TypeScript type of a schema: `Static<typeof PhoneItem>`. */
export type { Static };

/** Every handled outcome: HTTP 200 with this envelope (`data` null on a refusal). */
export interface ApiResponse<T = unknown> {
  code: number;
  message: string;
  data: T;
}

// Maps every outcome onto the envelope: validation → 200/40001, AppError → 200/its code,
// unknown route → 404/40004, anything else → 500/50000 with no stack or internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, Code } from './envelope';
import { validationMessage } from './validation-message';

function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === 'string' ? e.code : typeof e.cause?.code === 'string' ? e.cause.code : undefined;
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(200).send({ code: error.code, message: error.message, data: null });
    }
    if (error.validation) {
      const message = validationMessage(error.validation, error.validationContext);
      return reply.status(200).send({ code: Code.VALIDATION, message, data: null });
    }
    if (pgErrorCode(error) === '23505') {
      // unique violation from a race the handler's own check could not see
      return reply.status(200).send({ code: Code.CONFLICT, message: '该记录已存在', data: null });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // malformed JSON, unsupported content type, body too large…: the caller's mistake
      const message = error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? '请求体不是有效的 JSON' : '请求格式不正确';
      return reply.status(200).send({ code: Code.VALIDATION, message, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: Code.INTERNAL, message: '服务器内部错误，请稍后重试', data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: Code.NOT_FOUND, message: `接口不存在：${request.method} ${request.url.split('?')[0]}`, data: null });
  });
}

// Maps every outcome onto the envelope `{ code, message, data }`, never a stack, SQL text or an
// internal error name:
//   validation (schema)                → HTTP 200, 40001 (the browser request layer shows the message)
//   AppError                           → HTTP 200, its code
//   malformed JSON / form, bad URL encoding, unsupported content type, other 4xx from Fastify
//                                      → HTTP 200, 40001
//   body larger than bodyLimit         → HTTP 413, 40001 (what a reverse proxy would answer too), after
//                                        reading the rest of the body (up to 16 MiB) so a client still
//                                        sending reads the answer instead of a reset connection
//   path parameter too long, URL > 8 KiB (input-guard) → HTTP 414, 40001
//   headers (or request line) larger than Node's limit → HTTP 431, 40001; other unparsable
//   requests → HTTP 400, 40001 (both written by Node's clientError hook: the request never reaches Fastify)
//   unknown route                      → HTTP 404, 40004
//   unique violation from a race       → HTTP 200, 40009
//   anything else                      → HTTP 500, 50000 (logged with its stack on the server only)
// `installErrorHandling` also installs the input guard (src/lib/input-guard.ts: bounded numbers,
// no NUL / lone surrogates), so both come with the one call in app.ts; `serverErrorOptions` goes
// into the Fastify constructor (errors raised before routing).
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import type { Lang, Localized } from '@console/contract/localized';
import { AppError, Code } from './envelope';
import { installInputGuard } from './input-guard';
import { langOf, langOfHeader } from './lang';
import { validationMessage } from './validation-message';

function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === 'string' ? e.code : typeof e.cause?.code === 'string' ? e.cause.code : undefined;
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

const envelopeOf = (code: number, message: string) => ({ code, message, data: null });
const INTERNAL_MESSAGE: Localized = {
  zh: '服务器内部错误，请稍后重试',
  en: 'Internal server error. Please try again later.',
};
const CONFLICT_MESSAGE: Localized = { zh: '该记录已存在', en: 'This record already exists' };
const BAD_REQUEST: Localized = { zh: '请求格式不正确', en: 'Malformed request' };

/** Message for a Fastify 4xx (by its FST_ERR_* code; never shown to the caller as such). */
function clientErrorMessage(error: FastifyError): Localized {
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { zh: '请求体过大（不能超过 1 MB）', en: 'The request body is too large (at most 1 MB)' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return {
        zh: '不支持的请求格式（Content-Type），请使用 JSON',
        en: 'Unsupported request format (Content-Type); please send JSON',
      };
    case 'FST_ERR_BAD_URL':
      return { zh: '请求地址格式不正确', en: 'Malformed request URL' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { zh: '请求地址中的参数过长', en: 'A parameter in the request URL is too long' };
    default:
      return BAD_REQUEST;
  }
}

/** How much of an oversize body is read and dropped before the 413 (beyond it: the socket closes). */
const DISCARD_LIMIT = 16 * 1024 * 1024;

/**
 * Reads and drops the rest of a body Fastify refused on its length: Node closes the connection
 * after the answer, and a client still writing would see EPIPE/ECONNRESET instead of the 413.
 */
function discardBody(req: IncomingMessage): Promise<void> {
  if (req.complete || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const timer = setTimeout(() => done(), 10_000);
    const done = () => {
      clearTimeout(timer);
      req.off('data', onData).off('end', done).off('close', done).off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DISCARD_LIMIT) done();
    };
    req.on('data', onData).on('end', done).on('close', done).on('error', done);
    req.resume();
  });
}

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = langOf(request);
  if (error instanceof AppError) {
    return reply.status(200).send(envelopeOf(error.code, error.text[lang]));
  }
  if (error.validation) {
    const part = error.validationContext;
    const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
    const value =
      part === 'body'
        ? request.body
        : part === 'querystring'
          ? request.query
          : part === 'params'
            ? request.params
            : undefined;
    return reply
      .status(200)
      .send(
        envelopeOf(
          Code.VALIDATION,
          validationMessage(error.validation, part, { schema: part && schemas?.[part], value }, lang),
        ),
      );
  }
  if (pgErrorCode(error) === '23505') {
    // unique violation from a race the handler's own check could not see
    return reply.status(200).send(envelopeOf(Code.CONFLICT, CONFLICT_MESSAGE[lang]));
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    // the caller's mistake: malformed JSON, unsupported content type, body too large, bad URL…
    const http = status === 413 || status === 414 ? status : 200;
    const answer = () => reply.status(http).send(envelopeOf(Code.VALIDATION, clientErrorMessage(error)[lang]));
    return error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? discardBody(request.raw).then(answer) : answer();
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(envelopeOf(Code.INTERNAL, INTERNAL_MESSAGE[lang]));
}

/** The language of a request Node could not parse: its Accept-Language, when the bytes read hold one. */
function langOfRawRequest(err: ConnectionError): Lang {
  const packet: unknown = err.rawPacket; // a Buffer at run time (the typing describes its JSON form)
  const raw = Buffer.isBuffer(packet) ? packet.toString('latin1') : '';
  return langOfHeader(/\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(raw)?.[1]);
}

/**
 * Node's HTTP parser refused the request (headers over the limit, garbage request line…), so
 * Fastify never sees it: answer the envelope on the raw socket and close it.
 */
function clientErrorHandler(err: ConnectionError, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? ([
          431,
          'Request Header Fields Too Large',
          { zh: '请求头或请求地址过长', en: 'Request headers or URL too long' },
        ] as const)
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ([408, 'Request Timeout', { zh: '请求超时', en: 'Request timed out' }] as const)
        : ([400, 'Bad Request', BAD_REQUEST] as const);
  const body = JSON.stringify(envelopeOf(Code.VALIDATION, message[langOfRawRequest(err)]));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Options for the Fastify constructor: errors raised before a route (or Fastify) is involved. */
export const serverErrorOptions: Pick<FastifyServerOptions, 'clientErrorHandler' | 'frameworkErrors'> = {
  clientErrorHandler,
  frameworkErrors: (error, request, reply) => {
    void sendError(error, request, reply);
  },
};

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(sendError);
  app.setNotFoundHandler((request, reply) => {
    const route = `${request.method} ${request.url.split('?')[0]}`;
    const message: Localized = { zh: `接口不存在：${route}`, en: `No such endpoint: ${route}` };
    reply.status(404).send(envelopeOf(Code.NOT_FOUND, message[langOf(request)]));
  });
  installInputGuard(app);
}

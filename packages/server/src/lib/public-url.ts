// The address the browser used to reach us, honouring the console proxy's X-Forwarded-* headers.
import type { FastifyRequest } from 'fastify';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim();

export function publicBase(req: FastifyRequest): string {
  const proto = first(req.headers['x-forwarded-proto']) ?? 'http';
  const host = first(req.headers['x-forwarded-host']) ?? first(req.headers.host) ?? 'localhost';
  const prefix = first(req.headers['x-forwarded-prefix']) ?? '';
  // Only allow characters a host/path can have, so a header cannot inject markup or a scheme.
  const safeProto = proto === 'https' ? 'https' : 'http';
  const safeHost = /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? host : 'localhost';
  const safePrefix = /^(\/[A-Za-z0-9._~\-]+)*\/?$/.test(prefix) ? prefix.replace(/\/$/, '') : '';
  return `${safeProto}://${safeHost}${safePrefix}`;
}

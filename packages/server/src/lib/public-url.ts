// The address browsers reach this API at, for the payment and download URLs it hands out. It
// comes from configuration (BuildOptions.apiPublicUrl / API_PUBLIC_URL), never from the request's
// Host or X-Forwarded-* headers, which any client can set.
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    apiPublicUrl: string;
  }
}

export function publicBase(req: FastifyRequest): string {
  return req.server.apiPublicUrl;
}

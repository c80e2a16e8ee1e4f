// Route: POST /user/recordsRequest — the request layer's behaviour record (spec §3).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BehaviourRecordBody } from '@console/contract';
import { behaviourRecords } from '../../db/schema';
import { envelope, ok } from '../../lib/envelope';
import { hit } from '../../lib/rate-limit';
import { redactedText } from '../../lib/redact';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';

// A record is diagnostics, not storage: each text field is capped and stored with its secrets
// (passwords, codes, tokens, cookies) replaced, whatever the client sent.
const MAX_TEXT = 4 * 1024;
/** The whole JSON body; larger records are refused by the body limit of this route. */
const MAX_BODY = 64 * 1024;

/** The request layer may send text or raw objects (the schema allows both); store redacted text either way. */
const asText = (v: unknown) => redactedText(v, MAX_TEXT);

export const recordsPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, rateLimits } = deps;
  requireAuth(app, deps);

  app.post(
    '/user/recordsRequest',
    {
      bodyLimit: MAX_BODY,
      schema: {
        tags: ['records'],
        security: [{ PToken: [] }],
        summary: 'Store one behaviour record',
        body: BehaviourRecordBody,
        response: envelope(),
      },
    },
    async (req) => {
      const { user } = caller(req);
      await hit(db, `records:user:${user.id}`, rateLimits.recordsPerUser, clock.now(), {
        zh: '行为记录上报',
        en: 'behaviour record uploads',
      });
      const b = req.body;
      await db.insert(behaviourRecords).values({
        enterpriseId: user.enterpriseId,
        userId: user.id,
        apiEndpoint: asText(b.api_endpoint),
        requestMethod: (b.request_method ?? '').toUpperCase(),
        requestIp: b.request_ip ?? '',
        requestHeaders: asText(b.request_headers),
        requestBody: asText(b.request_body),
        responseStatusCode: String(b.response_status_code ?? ''),
        responseBody: asText(b.response_body),
        executionTime: Math.min(Math.round(b.execution_time ?? 0), 2_147_483_647),
        createdAt: clock.now(),
      });
      return ok(null);
    },
  );
};

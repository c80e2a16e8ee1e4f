// Route: GET /networkCard/ipGeolocation — where a network card's IP is, for the sub-account and
// network card lists. Only the IPs of the caller's own enterprise's cards are looked up (another
// enterprise's address is an unknown one); the lookup is the geolocation provider's.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, IpGeolocation, IpGeolocationQuery } from '@console/contract';
import { isIP } from 'node:net';
import { networkCards } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { langOf, type Localized } from '../../lib/lang';

export const IP_NOT_FOUND: Localized = {
  zh: '该IP不属于本企业的网卡',
  en: "This IP does not belong to any of the enterprise's network cards",
};

export const networkCardGeolocationPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, geolocation: geo } = deps;
  requireAuth(app, deps);

  app.get(
    '/networkCard/ipGeolocation',
    {
      schema: {
        tags: ['networkCard'],
        security: [{ PToken: [] }],
        summary: "Location of one of the enterprise's network card IPs ('' fields when unknown)",
        querystring: IpGeolocationQuery,
        response: envelope(IpGeolocation),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const ip = req.query.ip.trim();
      if (!isIP(ip)) throw new AppError(Code.VALIDATION, ACCOUNT_MESSAGES.ip);
      const [card] = await db
        .select({ id: networkCards.id })
        .from(networkCards)
        .where(
          and(
            eq(networkCards.enterpriseId, user.enterpriseId),
            eq(networkCards.ip, ip),
            isNull(networkCards.deletedAt),
          ),
        )
        .limit(1);
      if (!card) throw new AppError(Code.NOT_FOUND, IP_NOT_FOUND);
      const loc = await geo.locate(ip, langOf(req));
      return ok({
        ip,
        country: loc?.country ?? '',
        region: loc?.region ?? '',
        city: loc?.city ?? '',
        isp: loc?.isp ?? '',
      });
    },
  );
};

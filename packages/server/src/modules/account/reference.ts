// Routes: GET /account/getPhoneBrands, GET /account/getCountryDatas, GET /account/siteList —
// what the environment and create forms offer (catalogue.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CountryDatas, PhoneBrands, SiteList } from '@console/contract';
import { envelope, ok } from '../../lib/envelope';
import type { Deps } from '../deps';
import { COUNTRIES, PHONE_BRANDS, SITES } from './catalogue';

const tags = ['account'];
const security = [{ PToken: [] }];

export const accountReferenceRoutes: FastifyPluginAsyncTypebox<Deps> = async (app) => {
  app.get(
    '/account/getPhoneBrands',
    {
      schema: {
        tags,
        security,
        summary: 'Phone brands and models an environment can present',
        response: envelope(PhoneBrands),
      },
    },
    async () => ok({ list: PHONE_BRANDS }),
  );
  app.get(
    '/account/getCountryDatas',
    {
      schema: {
        tags,
        security,
        summary: 'Countries/regions with time zone and language',
        response: envelope(CountryDatas),
      },
    },
    async () => ok({ list: COUNTRIES }),
  );
  app.get(
    '/account/siteList',
    {
      schema: { tags, security, summary: 'Sites (platforms) a sub-account is made for', response: envelope(SiteList) },
    },
    async () => ok({ list: SITES }),
  );
};

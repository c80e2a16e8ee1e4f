// POST /auth/zhanfu (spec §7): the hand-off into the cloud-phone provider's management site. The
// boss gets the configured site address (PROVIDER_SITE_URL; default: the API's own simulator) with
// a one-time ticket; the body (passed through) may name the page of that site to open.
import { Type, type Static } from 'typebox';
import { messages } from './messages';

/** How long a ticket is good for (seconds): used once, within this time. */
export const PROVIDER_TICKET_TTL_SECONDS = 300;
export const PROVIDER_REDIRECT_MAX = 200;

/** A path on the provider's site: '/' first, never '//' or '/\' (another host), printable ASCII only. */
export const PROVIDER_REDIRECT_PATTERN = '^/([!-.0-\\[\\]-~][!-\\[\\]-~]*)?$';

export const ProviderSiteBody = Type.Optional(
  Type.Object({
    redirect: Type.Optional(
      Type.String({
        maxLength: PROVIDER_REDIRECT_MAX,
        pattern: PROVIDER_REDIRECT_PATTERN,
        description: "a page of the provider's management site (a path such as /phones), passed on with the ticket",
        ...messages({
          zh: `跳转页面必须是服务商管理后台内以 / 开头的路径，且不超过${PROVIDER_REDIRECT_MAX}个字符`,
          en: `The page must be a path on the provider console starting with / and at most ${PROVIDER_REDIRECT_MAX} characters`,
        }),
      }),
    ),
  }),
);
export type ProviderSiteBody = Static<typeof ProviderSiteBody>;

export const ProviderSiteResult = Type.Object({
  url: Type.String({ description: 'the provider management site address with ?ticket=… (and &redirect=…)' }),
  expires_in: Type.Integer({ description: 'seconds the one-time ticket stays good' }),
});
export type ProviderSiteResult = Static<typeof ProviderSiteResult>;

/** GET /provider/simulator (the built-in provider-site simulator only). */
export const ProviderSimulatorQuery = Type.Object({ ticket: Type.Optional(Type.String({ maxLength: 64 })) });

// Builds the Fastify app: envelope/error handling, CORS, OpenAPI, one plugin per area.
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@console/contract/idempotency';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Db } from './db/client';
import { installErrorHandling, serverErrorOptions } from './lib/error-handling';
import { messagesKeyword } from './lib/validation-message';
import { schemaControllerFor, type SchemaCompilation } from './lib/schema-compilers';
import { installAccessControl } from './modules/auth/guard';
import { installIdempotency } from './lib/idempotency';
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from './lib/rate-limit';
import { accountPlugin } from './modules/account/plugin';
import { authPlugin } from './modules/auth/plugin';
import { billingPlugin } from './modules/billing/plugin';
import { companyPlugin } from './modules/company/plugin';
import { configPlugin } from './modules/config/plugin';
import { dashboardPlugin } from './modules/dashboard/plugin';
import { enterpriseLogPlugin } from './modules/enterprise-log/plugin';
import type { Deps } from './modules/deps';
import { memberPlugin } from './modules/member/plugin';
import { departmentPlugin } from './modules/department/plugin';
import { networkCardPlugin } from './modules/network-card/plugin';
import { networkCardGeolocationPlugin } from './modules/network-card/geolocation';
import { orderPlugin } from './modules/order/plugin';
import { phonePlugin } from './modules/phone/plugin';
import { phoneOrderPlugin } from './modules/phone-order/plugin';
import { cloudNumberPlugin } from './modules/cloud-number/plugin';
import { appMarketPlugin } from './modules/app-market/plugin';
import { uploadPlugin } from './modules/upload/plugin';
import { recordsPlugin } from './modules/records/plugin';
import { securityPlugin } from './modules/security/plugin';
import { storePlugin } from './modules/store/plugin';
import { userPlugin } from './modules/user/plugin';
import { walletFlowPlugin } from './modules/wallet-flow/plugin';
import { noticePlugin } from './modules/notice/plugin';
import { webhookPlugin } from './modules/webhook/plugin';
import { devClockPlugin } from './modules/dev-clock';
import { inviteChannelPlugin } from './modules/invite-reward/channels';
import { inviteRewardPlugin } from './modules/invite-reward/plugin';
import { renewalPlugin } from './modules/renewal/plugin';
import { statisticsPlugin } from './modules/statistics/plugin';
import { systemClock, type Clock } from './providers/clock';
import { CloudPhoneSimulator, type CloudPhoneProvider } from './providers/cloud-phone';
import { LocalFolderStorage, objectStorageSimulator, type ObjectStorage } from './providers/object-storage';
import { AlipaySimulator, type PaymentGateway } from './providers/payment';
import { SmsSimulator, type SmsProvider } from './providers/sms';
import { IpDeviceSimulator, type IpDeviceProvider } from './providers/ip-device';
import { IpChecker } from './providers/ip-check';
import { IpGeolocationSimulator } from './providers/geolocation';
import { ipDevicePlugin } from './modules/ip-device/plugin';
import { ipCheckEchoRoute } from './modules/ip-device/check';
import { providerSitePlugin, providerSiteUrlFrom } from './modules/provider-site/plugin';

export { createDatabase } from './db/client';

export interface BuildOptions {
  db: Db;
  clock?: Clock;
  sms?: SmsProvider;
  payment?: PaymentGateway;
  provider?: CloudPhoneProvider;
  ipDevices?: IpDeviceProvider;
  /**
   * The IP check's target: answers with the address a request came from (`IP_CHECK_URL`). Default:
   * this server's own GET /ipCheck/echo on loopback, which only proxies on this machine reach.
   */
  ipCheckUrl?: string;
  /**
   * The cloud-phone provider's management site, which POST /auth/zhanfu hands the boss into with a
   * one-time ticket (`PROVIDER_SITE_URL`, an http(s) address). Default: this API's own simulator of
   * that site, GET /provider/simulator (exists only then).
   */
  providerSiteUrl?: string;
  /** Object storage; default: the simulator in <ossDir> (a temp folder when not given). */
  storage?: ObjectStorage;
  ossDir?: string;
  consoleUrl?: string;
  /**
   * Where browsers reach this API (payment and download URLs are built from it, never from the
   * request's Host header). Default: `<consoleUrl>/api`, the console server's same-origin proxy.
   */
  apiPublicUrl?: string;
  /**
   * Developer-only reads (`/dev/*`: the SMS simulator's last code, …). Off unless the server runs
   * in an explicit dev/test mode (`DEV_MODE=1`); the console server never proxies `/dev/*`.
   */
  devMode?: boolean;
  /** OpenAPI UI and JSON at /docs (`API_DOCS=1`; on in dev mode). */
  docs?: boolean;
  /** Rate limits and lockouts (default: DEFAULT_RATE_LIMITS). */
  rateLimits?: RateLimitConfig;
  /**
   * Which peers' X-Forwarded-For is believed for the client IP (Fastify trustProxy: comma-separated
   * addresses/CIDRs). Default: nobody, so a direct client cannot pick its own address (and rotate
   * past per-IP limits); the operator names its proxies (`TRUST_PROXY`, see trustProxyFrom).
   */
  trustProxy?: string | false;
  logger?: FastifyServerOptions['logger'];
  /** When route schemas compile (default `at-start`; the server suites: `on-first-use`, lib/schema-compilers). */
  compileSchemas?: SchemaCompilation;
}

/**
 * `TRUST_PROXY` → trustProxy: the proxies whose X-Forwarded-For is believed, comma-separated
 * addresses/CIDRs (`pnpm start` sets `127.0.0.1,::1` for its console server). Unset, empty or
 * `false`: nobody. A value that is not an address fails the start (Fastify checks each entry).
 */
export function trustProxyFrom(value: string | undefined): string | false {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length === 0 || value?.trim() === 'false' ? false : list.join(',');
}

function ownEchoUrl(address: string | AddressInfo | null): string {
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://127.0.0.1:${port}/ipCheck/echo`;
}

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export async function buildApp(opts: BuildOptions) {
  const app = Fastify({
    logger: opts.logger ?? false,
    ...serverErrorOptions, // envelope for errors before routing (bad URL, oversized headers)
    bodyLimit: 1024 * 1024,
    trustProxy: opts.trustProxy ?? false, // nobody's X-Forwarded-For unless configured
    // scalar coercion for query strings, but never turn ['10'] into '10' (Fastify's default 'array')
    // plus the field sentences of spec §5 that request schemas declare (@console/contract messages())
    ajv: { customOptions: { coerceTypes: true }, plugins: [messagesKeyword] },
    schemaController: schemaControllerFor(opts.compileSchemas ?? 'at-start'),
  }).withTypeProvider<TypeBoxTypeProvider>();
  const providerSiteUrl = providerSiteUrlFrom(opts.providerSiteUrl); // an address that is not http(s) fails the start
  const geolocation = new IpGeolocationSimulator();
  const deps: Deps = {
    db: opts.db,
    clock: opts.clock ?? systemClock,
    sms: opts.sms ?? new SmsSimulator((m) => app.log.warn(m)),
    payment: opts.payment ?? new AlipaySimulator(),
    provider: opts.provider ?? new CloudPhoneSimulator(),
    ipDevices: opts.ipDevices ?? new IpDeviceSimulator(),
    geolocation,
    ipCheck: new IpChecker({
      targetUrl: () => opts.ipCheckUrl || ownEchoUrl(app.server.address()),
      geolocation,
      // dev/test mode only: devices on this network (the tests' loopback proxies) may be checked
      allowPrivate: opts.devMode ?? false,
    }),
    storage: opts.storage ?? new LocalFolderStorage(opts.ossDir ?? mkdtempSync(path.join(os.tmpdir(), 'console-oss-'))),
    consoleUrl: (opts.consoleUrl ?? 'http://localhost:8080').replace(/\/$/, ''),
    apiPublicUrl: (opts.apiPublicUrl ?? `${opts.consoleUrl ?? 'http://localhost:8080'}/api`).replace(/\/$/, ''),
    devMode: opts.devMode ?? false,
    rateLimits: opts.rateLimits ?? DEFAULT_RATE_LIMITS,
  };
  for (const p of [deps.provider, deps.storage]) {
    if (p.simulator) app.log.warn(`[${p.name}] simulated: no real cloud phones or buckets are used`);
  }
  if (deps.payment.simulator)
    app.log.warn(`[Payment simulator] ${deps.payment.name}: payments are simulated, no real money moves`);
  if (!providerSiteUrl)
    app.log.warn('[Provider site simulator] /auth/zhanfu opens the simulated provider console (no PROVIDER_SITE_URL)');

  installErrorHandling(app);
  installAccessControl(app, deps); // src/access.ts: every route's policy, enforced before validation
  installIdempotency(app); // @console/contract/idempotency: money moves once per Idempotency-Key
  app.decorateRequest('auth', null);
  app.decorate('apiPublicUrl', deps.apiPublicUrl);

  // An empty JSON body (POST with no data) means {} rather than a parse error.
  const defaultJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    return defaultJson(req, body.toString(), done);
  });

  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || LOCAL_ORIGIN.test(origin)),
    allowedHeaders: ['Content-Type', 'P-Token', IDEMPOTENCY_HEADER],
    exposedHeaders: ['Content-Disposition'], // CSV exports: the browser reads the file name
    methods: ['GET', 'POST', 'OPTIONS'],
  });
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Cloud-phone enterprise console API',
        version: '0.1.0',
        description: 'Envelope { code, message, data }; see docs/api-contract.md',
      },
      components: { securitySchemes: { PToken: { type: 'apiKey', in: 'header', name: 'P-Token' } } },
    },
  });
  if (opts.docs ?? deps.devMode) await app.register(swaggerUi, { routePrefix: '/docs' });

  // Liveness for load balancers, and the benchmark's "bare endpoint": a constant, no auth, no database.
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness: a constant answer (no database)' } },
    async () => ({ code: 0, message: 'ok', data: { status: 'ok' } }),
  );

  await app.register(ipCheckEchoRoute); // the IP check's default target

  await app.register(authPlugin, deps);
  await app.register(providerSitePlugin, { ...deps, siteUrl: providerSiteUrl });
  await app.register(userPlugin, deps);
  await app.register(phonePlugin, deps);
  await app.register(billingPlugin, deps);
  await app.register(configPlugin, deps);
  await app.register(recordsPlugin, deps);
  await app.register(accountPlugin, deps);
  await app.register(networkCardPlugin, deps);
  await app.register(ipDevicePlugin, deps);
  await app.register(networkCardGeolocationPlugin, deps); // accounts area (issue 13)
  await app.register(storePlugin, deps);
  await app.register(memberPlugin, deps);
  await app.register(departmentPlugin, deps);
  await app.register(orderPlugin, deps);
  await app.register(walletFlowPlugin, deps);
  await app.register(inviteRewardPlugin, deps); // billing area (issue 16)
  await app.register(inviteChannelPlugin, deps);
  await app.register(renewalPlugin, deps); // billing area (issue 16)
  await app.register(statisticsPlugin, deps); // billing area (issue 16)
  await app.register(phoneOrderPlugin, deps);
  await app.register(uploadPlugin, deps);
  await app.register(cloudNumberPlugin, deps);
  await app.register(appMarketPlugin, deps);
  await app.register(dashboardPlugin, deps);
  await app.register(companyPlugin, deps);
  await app.register(securityPlugin, deps);
  await app.register(enterpriseLogPlugin, deps);
  await app.register(noticePlugin, deps);
  await app.register(webhookPlugin, deps);
  await app.register(devClockPlugin, deps);
  if (deps.storage instanceof LocalFolderStorage) {
    await app.register(objectStorageSimulator, { storage: deps.storage, now: () => deps.clock.now() });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

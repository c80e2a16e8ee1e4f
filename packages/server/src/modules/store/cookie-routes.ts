// A store's browser environment: cookie import (spec §5: validated, clears the store cache),
// binding an IP device (the network area's devices, not in the bin), and opening the store
// (spec §6: employees only log in to stores): allowed to managers and authorized employees,
// recorded as the last login, answered with what the browser-extension bridge needs. The store
// password goes to managers only; the proxy password stays on the server (network area rule).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  StoreBindDeviceBody,
  StoreCookieBody,
  StoreCookieResult,
  StoreEnv,
  StoreIdBody,
  StoreItem,
  STORE_MESSAGES as M,
} from '@console/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ipDevices, storeMembers, stores } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { open, seal } from '../../lib/secret-box';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import { actorOf, logEvent } from '../enterprise-log/write';
import { isManager } from '../phone/visible';
import { parseCookies } from './cookies';
import { loadStores, storeItem } from './queries';

const tags = ['store'];
const security = [{ PToken: [] }];

export const cookieRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;

  app.post(
    '/store/cookie',
    {
      schema: {
        tags,
        security,
        summary:
          'Import a cookie (JSON array or Netscape cookies.txt); replaces the old one and clears the store cache',
        body: StoreCookieBody,
        response: envelope(StoreCookieResult),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const parsed = parseCookies(req.body.cookie);
      if (!parsed.ok)
        throw new AppError(Code.VALIDATION, parsed.reason === 'empty' ? M.cookieRequired : M.cookieFormat);
      const [store] = await loadStores(db, user, [req.body.id]);
      await db.transaction(async (tx) => {
        await tx
          .update(stores)
          .set({
            cookiesEnc: seal(JSON.stringify(parsed.cookies)),
            cookieCount: parsed.cookies.length,
            cacheVersion: sql`${stores.cacheVersion} + 1`,
          })
          .where(eq(stores.id, store.id));
        await logEvent(tx, actorOf(req), {
          area: 'stores',
          action: 'store.cookie',
          target: { type: 'store', id: store.id, name: store.name },
          detail: { after: { cookie_count: parsed.cookies.length, cache_cleared: true } },
        });
      });
      return ok({ cookie_count: parsed.cookies.length, cache_cleared: true });
    },
  );

  app.post(
    '/store/bindDevice',
    {
      schema: {
        tags,
        security,
        summary: "Bind one of the enterprise's IP devices (not in the recycle bin) to a store; null unbinds",
        body: StoreBindDeviceBody,
        response: envelope(StoreItem),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const [store] = await loadStores(db, user, [req.body.id]);
      const deviceId = req.body.ip_device_id;
      let label = '';
      if (deviceId !== null) {
        const [d] = await db
          .select({ id: ipDevices.id, address: ipDevices.address, port: ipDevices.port })
          .from(ipDevices)
          .where(
            and(
              eq(ipDevices.id, deviceId),
              eq(ipDevices.enterpriseId, user.enterpriseId),
              isNull(ipDevices.deletedAt),
              isNull(ipDevices.purgedAt),
            ),
          );
        if (!d) throw new AppError(Code.NOT_FOUND, M.deviceNotFound);
        label = `${d.address}:${d.port ?? ''}`;
      }
      await db.transaction(async (tx) => {
        await tx.update(stores).set({ ipDeviceId: deviceId }).where(eq(stores.id, store.id));
        await logEvent(tx, actorOf(req), {
          area: 'stores',
          action: deviceId === null ? 'store.unbindDevice' : 'store.bindDevice',
          target: { type: 'store', id: store.id, name: store.name },
          detail: { before: { ip_device_id: store.ipDeviceId }, after: { ip_device_id: deviceId, device: label } },
        });
      });
      return ok(await storeItem(db, user, store.id));
    },
  );

  app.post(
    '/store/open',
    {
      schema: {
        tags,
        security,
        summary:
          "Open a store: managers and authorized employees; records the last login; returns the store's environment",
        body: StoreIdBody,
        response: envelope(StoreEnv),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const now = clock.now();
      const [s] = await db
        .select()
        .from(stores)
        .where(and(eq(stores.id, req.body.id), eq(stores.enterpriseId, user.enterpriseId)));
      if (!s) throw new AppError(Code.NOT_FOUND, M.notFound);
      const manager = isManager(user);
      if (!manager) {
        const [m] = await db
          .select({ id: storeMembers.userId })
          .from(storeMembers)
          .where(and(eq(storeMembers.storeId, s.id), eq(storeMembers.userId, user.id)));
        if (!m) throw new AppError(Code.FORBIDDEN, M.notAuthorized);
      }
      const [d] = s.ipDeviceId
        ? await db
            .select({
              protocol: ipDevices.protocol,
              address: ipDevices.address,
              port: ipDevices.port,
              username: ipDevices.username,
            })
            .from(ipDevices)
            .where(eq(ipDevices.id, s.ipDeviceId))
        : [];
      await db.transaction(async (tx) => {
        await tx.update(stores).set({ lastLoginUserId: user.id, lastLoginAt: now }).where(eq(stores.id, s.id));
        await logEvent(tx, actorOf(req), {
          area: 'stores',
          action: 'store.open',
          target: { type: 'store', id: s.id, name: s.name },
        });
      });
      return ok({
        store_id: s.id,
        name: s.name,
        platform: s.platform,
        site: s.site,
        address: s.address,
        account: s.account,
        ...(manager && s.passwordEnc ? { password: open(s.passwordEnc) } : {}),
        device: d ?? null,
        cookies: s.cookiesEnc ? (JSON.parse(open(s.cookiesEnc)) as Record<string, unknown>[]) : [],
        cookie_mode: s.cookieMode,
        sync_cookie: s.syncCookie ? 1 : 0,
        webgl: s.webgl ? 1 : 0,
        ua_type: s.uaType,
        ua_os: s.uaOs,
        user_agent: s.userAgent,
        cache_version: s.cacheVersion,
        opened_at: now.toISOString(),
      });
    },
  );
};

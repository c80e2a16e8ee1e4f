// Routes: GET /app/list, POST /app/add, POST /app/delete, POST /app/install, POST /app/uninstall,
// GET /app/installed. Install/uninstall run one provider task per phone (modules/phone/tasks.ts)
// and keep phone_apps current in the same transaction as each task's outcome.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  App,
  AppAddBody,
  AppDeleteBody,
  AppListQuery,
  InstallBody,
  InstalledApp,
  InstalledQuery,
  TasksResult,
} from '@console/contract';
import { apps, phoneApps } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { langOf } from '../../lib/lang';
import { listEnvelope } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { actorOf, logEvent } from '../enterprise-log/write';
import { runPhoneTasks } from '../phone/tasks';
import { loadVisiblePhones, requireManager } from '../phone/visible';
import { APK_ONLY_MESSAGE } from '../upload/rules';
import { requireStoredFile } from '../upload/stored-files';
import { appTextIn, listApps, listInstalled, requireCatalogueApp, toApp } from './queries';
import { appEntryProblem } from './rules';

const tags = ['app-market'];
const security = [{ PToken: [] }];

const TasksResponse = envelope(TasksResult);

export const appMarketPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, provider, storage } = deps;
  requireAuth(app, deps);

  app.get(
    '/app/list',
    {
      schema: {
        tags,
        security,
        summary: "The catalogue: platform apps and the enterprise's uploads, with installed_count on visible phones",
        querystring: AppListQuery,
        response: listEnvelope(App),
      },
    },
    async (req) => ok(await listApps(db, caller(req).user, clock.now(), req.query, langOf(req))),
  );

  app.post(
    '/app/add',
    {
      schema: {
        tags,
        security,
        summary: 'Add an uploaded APK (file_id from /common/uploadUrl) to the catalogue (admins and managers)',
        body: AppAddBody,
        response: envelope(App),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const b = req.body;
      const problem = appEntryProblem(b);
      if (problem) throw new AppError(Code.VALIDATION, problem);
      const file = await requireStoredFile(db, storage, user.enterpriseId, b.file_id);
      if (!file.objectKey.startsWith(`${user.enterpriseId}/apk/`))
        throw new AppError(Code.VALIDATION, APK_ONLY_MESSAGE);
      const [used] = await db.select({ id: apps.id }).from(apps).where(eq(apps.fileId, file.id)).limit(1);
      if (used)
        throw new AppError(Code.CONFLICT, {
          zh: '该安装包已添加到应用市场',
          en: 'This package is already in the app market',
        });
      const row = await db.transaction(async (tx) => {
        const [added] = await tx
          .insert(apps)
          .values({
            enterpriseId: user.enterpriseId,
            name: b.name.trim(),
            packageName: b.package_name.trim(),
            version: b.version.trim(),
            sizeBytes: file.sizeBytes,
            icon: b.icon ?? '',
            description: (b.description ?? '').trim(),
            fileId: file.id,
            createdAt: clock.now(),
          })
          .returning();
        await logEvent(tx, actorOf(req), {
          area: 'devices',
          action: 'app.add',
          target: { type: 'app', id: added.id, name: added.name },
          detail: { after: { package: added.packageName, version: added.version } },
        });
        return added;
      });
      return ok(toApp(row, 0, langOf(req)));
    },
  );

  app.post(
    '/app/delete',
    {
      schema: {
        tags,
        security,
        summary: "Remove one of the enterprise's own apps (not platform apps; not while installed on any phone)",
        body: AppDeleteBody,
        response: envelope(),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const { app: a } = await requireCatalogueApp(db, user.enterpriseId, req.body.id);
      if (a.enterpriseId === null)
        throw new AppError(Code.FORBIDDEN, { zh: '平台应用不能删除', en: 'Platform apps cannot be deleted' });
      await db.transaction(async (tx) => {
        const [inUse] = await tx
          .select({ id: phoneApps.id })
          .from(phoneApps)
          .where(and(eq(phoneApps.appId, a.id), ne(phoneApps.status, 'failed')))
          .limit(1);
        if (inUse)
          throw new AppError(Code.CONFLICT, {
            zh: '该应用已安装在云手机上，请先卸载',
            en: 'This app is installed on cloud phones. Uninstall it first',
          });
        await tx.delete(phoneApps).where(eq(phoneApps.appId, a.id)); // failed attempts only
        await tx.delete(apps).where(eq(apps.id, a.id));
        await logEvent(tx, actorOf(req), {
          area: 'devices',
          action: 'app.delete',
          target: { type: 'app', id: a.id, name: a.name },
          detail: { before: { package: a.packageName, version: a.version } },
        });
      });
      return ok(null);
    },
  );

  app.post(
    '/app/install',
    {
      schema: {
        tags,
        security,
        summary: 'Install an app onto visible phones: one task per phone (admins and managers)',
        body: InstallBody,
        response: TasksResponse,
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const now = clock.now();
      const { app: a, objectKey } = await requireCatalogueApp(db, user.enterpriseId, req.body.app_id);
      const targets = await loadVisiblePhones(db, user, now, req.body.phone_ids);
      // platform apps have no file of ours: the provider installs them from its store by package name
      const apkUrl = objectKey ? storage.downloadUrl(objectKey) : '';
      const actor = actorOf(req);
      const lang = langOf(req);
      const tasks = await runPhoneTasks(db, provider, {
        enterpriseId: user.enterpriseId,
        userId: user.id,
        now,
        phones: targets,
        lang,
        kind: 'install',
        // the app as the request names it (a platform app's English for an English request)
        payload: { app_id: a.id, app_name: appTextIn(a, lang).name, package_name: a.packageName, version: a.version },
        call: (p, instanceId) => p.installApp(instanceId, apkUrl, a.packageName),
        after: async (phone, outcome, tx) => {
          await logEvent(tx, actor, {
            area: 'devices',
            action: 'app.install',
            target: { type: 'phone', id: phone.id, name: phone.phoneName },
            detail: { after: { app: a.name, version: a.version }, ...(outcome.ok ? {} : { reason: outcome.message }) },
            result: outcome.ok ? 'ok' : 'failed',
          });
          const status = outcome.ok ? 'installed' : 'failed';
          await tx
            .insert(phoneApps)
            .values({ enterpriseId: user.enterpriseId, phoneId: phone.id, appId: a.id, status, updatedAt: now })
            .onConflictDoUpdate({
              target: [phoneApps.phoneId, phoneApps.appId],
              // a failed reinstall leaves an installed app installed
              set: { status: outcome.ok ? 'installed' : phoneApps.status, updatedAt: now },
            });
        },
      });
      return ok({ tasks });
    },
  );

  app.post(
    '/app/uninstall',
    {
      schema: {
        tags,
        security,
        summary: 'Uninstall an app from visible phones it is on: one task per phone (admins and managers)',
        body: InstallBody,
        response: TasksResponse,
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const now = clock.now();
      const { app: a } = await requireCatalogueApp(db, user.enterpriseId, req.body.app_id);
      const targets = await loadVisiblePhones(db, user, now, req.body.phone_ids);
      const on = await db
        .select({ phoneId: phoneApps.phoneId })
        .from(phoneApps)
        .where(
          and(
            eq(phoneApps.appId, a.id),
            inArray(
              phoneApps.phoneId,
              targets.map((p) => p.id),
            ),
          ),
        );
      const missing = targets.find((p) => !on.some((r) => r.phoneId === p.id));
      if (missing)
        throw new AppError(Code.CONFLICT, {
          zh: `应用未安装在云手机「${missing.phoneName}」上`,
          en: `The app is not installed on cloud phone "${missing.phoneName}"`,
        });
      const actor = actorOf(req);
      const lang = langOf(req);
      const tasks = await runPhoneTasks(db, provider, {
        enterpriseId: user.enterpriseId,
        userId: user.id,
        now,
        phones: targets,
        lang,
        kind: 'uninstall',
        // the app as the request names it (a platform app's English for an English request)
        payload: { app_id: a.id, app_name: appTextIn(a, lang).name, package_name: a.packageName, version: a.version },
        call: (p, instanceId) => p.uninstallApp(instanceId, a.packageName),
        after: async (phone, outcome, tx) => {
          await logEvent(tx, actor, {
            area: 'devices',
            action: 'app.uninstall',
            target: { type: 'phone', id: phone.id, name: phone.phoneName },
            detail: { before: { app: a.name, version: a.version }, ...(outcome.ok ? {} : { reason: outcome.message }) },
            result: outcome.ok ? 'ok' : 'failed',
          });
          // gone from the phone = gone from the list; a failed uninstall leaves the row as it was
          if (outcome.ok)
            await tx.delete(phoneApps).where(and(eq(phoneApps.phoneId, phone.id), eq(phoneApps.appId, a.id)));
        },
      });
      return ok({ tasks });
    },
  );

  app.get(
    '/app/installed',
    {
      schema: {
        tags,
        security,
        summary: 'What is installed on which visible phone, newest change first',
        querystring: InstalledQuery,
        response: listEnvelope(InstalledApp),
      },
    },
    async (req) => ok(await listInstalled(db, caller(req).user, clock.now(), req.query, langOf(req))),
  );
};

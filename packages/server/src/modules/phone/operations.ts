// Routes sent to the provider phone by phone, each recorded as tasks (runPhoneTasks):
// POST /phone/actionYunPhone, /phone/uploadYunPhone, /phone/uploadExecuteTask,
// /phone/applyPodProperty; and GET /phone/tasks to read them back.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import {
  PhoneActionBody,
  PhoneExecuteBody,
  PhoneTasksQuery,
  PhoneUploadBody,
  PodPropertyBody,
  Task,
  TasksResult,
} from '@console/contract';
import type { Localized } from '@console/contract/localized';
import { phoneApps, phones, phoneTasks } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { langOf } from '../../lib/lang';
import { listEnvelope } from '../../lib/paging';
import type { PhoneAction } from '../../providers/cloud-phone';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import { requireStoredFile } from '../upload/stored-files';
import { visiblePhones } from './filters';
import { listTasks, runPhoneTasks } from './tasks';
import { loadVisiblePhones, requireManager, requireUnexpired } from './visible';

const tags = ['phone'];
const security = [{ PToken: [] }];

export const COMMAND_EMPTY_MESSAGE: Localized = { zh: '执行命令不能为空', en: 'Enter a command to run' };
export const PROPERTY_EMPTY_MESSAGE: Localized = { zh: '请至少设置一项属性', en: 'Set at least one property' };

/** The power state an action leaves the phone in. */
const POWER_AFTER: Record<PhoneAction, 'running' | 'stopped'> = {
  restart: 'running',
  reset: 'running',
  powerOn: 'running',
  powerOff: 'stopped',
};

export const phoneOperationRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, provider, storage } = deps;

  /** The visible, unexpired phones of a manager's request (all checked before any call). */
  async function targets(req: { body: { phone_ids: number[] } } & Parameters<typeof caller>[0]) {
    const { user } = caller(req);
    requireManager(user);
    const now = clock.now();
    const list = await loadVisiblePhones(db, user, now, req.body.phone_ids);
    requireUnexpired(list, now);
    return {
      user,
      now,
      list,
      base: { enterpriseId: user.enterpriseId, userId: user.id, now, phones: list, lang: langOf(req) },
    };
  }

  app.post(
    '/phone/actionYunPhone',
    {
      schema: {
        tags,
        security,
        summary: 'Restart, reset (wipes installed apps), power on or power off phones (manager)',
        body: PhoneActionBody,
        response: envelope(TasksResult),
      },
    },
    async (req) => {
      const { base } = await targets(req);
      const action = req.body.action;
      const tasks = await runPhoneTasks(db, provider, {
        ...base,
        kind: 'action',
        payload: { action },
        call: (p, instanceId) => p.action(instanceId, action),
        after: async (phone, outcome, tx) => {
          if (!outcome.ok) return;
          await tx.update(phones).set({ powerState: POWER_AFTER[action] }).where(eq(phones.id, phone.id));
          // a reset returns the phone to factory state: nothing stays installed
          if (action === 'reset') await tx.delete(phoneApps).where(eq(phoneApps.phoneId, phone.id));
        },
      });
      return ok({ tasks });
    },
  );

  app.post(
    '/phone/uploadYunPhone',
    {
      schema: {
        tags,
        security,
        summary: "Push a stored file of the enterprise into each phone's storage (manager)",
        body: PhoneUploadBody,
        response: envelope(TasksResult),
      },
    },
    async (req) => {
      const { user, base } = await targets(req);
      const file = await requireStoredFile(db, storage, user.enterpriseId, req.body.file_id);
      const url = storage.downloadUrl(file.objectKey);
      const tasks = await runPhoneTasks(db, provider, {
        ...base,
        kind: 'upload',
        payload: { file_id: file.id, file_name: file.fileName, size_bytes: file.sizeBytes },
        call: (p, instanceId) => p.pushFile(instanceId, url, file.fileName),
      });
      return ok({ tasks });
    },
  );

  app.post(
    '/phone/uploadExecuteTask',
    {
      schema: {
        tags,
        security,
        summary: 'Run a shell command on each phone (manager)',
        body: PhoneExecuteBody,
        response: envelope(TasksResult),
      },
    },
    async (req) => {
      const { base } = await targets(req);
      const command = req.body.command.trim();
      if (!command) throw new AppError(Code.VALIDATION, COMMAND_EMPTY_MESSAGE);
      const tasks = await runPhoneTasks(db, provider, {
        ...base,
        kind: 'execute',
        payload: { command },
        call: (p, instanceId) => p.execute(instanceId, command),
      });
      return ok({ tasks });
    },
  );

  app.post(
    '/phone/applyPodProperty',
    {
      schema: {
        tags,
        security,
        summary: 'Apply pod properties (screen resolution of spec §9, dpi) to phones (manager)',
        body: PodPropertyBody,
        response: envelope(TasksResult),
      },
    },
    async (req) => {
      const { base } = await targets(req);
      const { resolution, dpi } = req.body.property;
      if (resolution === undefined && dpi === undefined) throw new AppError(Code.VALIDATION, PROPERTY_EMPTY_MESSAGE);
      const property: Record<string, unknown> = {};
      if (resolution !== undefined) property.resolution = resolution;
      if (dpi !== undefined) property.dpi = dpi;
      const tasks = await runPhoneTasks(db, provider, {
        ...base,
        kind: 'property',
        payload: property,
        call: (p, instanceId) => p.applyProperty(instanceId, property),
        after: async (phone, outcome, tx) => {
          if (!outcome.ok) return;
          await tx
            .update(phones)
            .set({ podProperty: sql`${phones.podProperty} || ${JSON.stringify(property)}::jsonb` })
            .where(eq(phones.id, phone.id));
        },
      });
      return ok({ tasks });
    },
  );

  app.get(
    '/phone/tasks',
    {
      schema: {
        tags,
        security,
        summary: 'Tasks of the phones the caller sees, newest first',
        querystring: PhoneTasksQuery,
        response: listEnvelope(Task),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const now = clock.now();
      const { phone_id: phoneId, page, limit } = req.query;
      if (phoneId !== undefined) await loadVisiblePhones(db, user, now, [phoneId]);
      const where = and(visiblePhones(user, now), phoneId !== undefined ? eq(phoneTasks.phoneId, phoneId) : undefined);
      return ok(await listTasks(db, user.enterpriseId, where, page, limit, langOf(req)));
    },
  );
};

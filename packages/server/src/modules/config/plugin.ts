// Route: POST /config/info — platform settings by group and keys.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray } from 'drizzle-orm';
import { ConfigInfoBody, ConfigValues } from '@console/contract';
import { configEntries } from '../../db/schema';
import { envelope, ok } from '../../lib/envelope';
import { publicBase } from '../../lib/public-url';
import { OSS_SIMULATOR_PREFIX } from '../../providers/object-storage';
import type { Deps } from '../deps';
import { requireAuth } from '../auth/guard';

export const configPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db } = deps;
  requireAuth(app, deps);

  app.post(
    '/config/info',
    {
      schema: {
        tags: ['config'],
        security: [{ PToken: [] }],
        summary:
          'Config values of a group (e.g. website: InstallationApp, weixingongzhonghao, customService1, freeAdpt)',
        body: ConfigInfoBody,
        response: envelope(ConfigValues),
      },
    },
    async (req) => {
      const keys = req.body.keys ?? [];
      const rows = await db
        .select()
        .from(configEntries)
        .where(
          and(eq(configEntries.group, req.body.group), keys.length ? inArray(configEntries.key, keys) : undefined),
        );
      const base = publicBase(req);
      const data: Record<string, string> = {};
      // simulator objects are stored as paths; hand out absolute URLs the browser can open
      for (const r of rows) data[r.key] = r.value.startsWith(OSS_SIMULATOR_PREFIX) ? base + r.value : r.value;
      return ok(data);
    },
  );
};

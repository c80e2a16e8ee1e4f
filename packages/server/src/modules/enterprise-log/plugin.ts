// Routes: GET /enterpriseLog/list, GET /enterpriseLog/list/export (CSV) for admins and staff
// managers; GET /company/bindings, POST /company/unbindWechat for the boss (access.ts; the
// handlers check the role again). Every row is read inside the caller's enterprise.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CompanyBindings,
  EnterpriseLogExportQuery,
  EnterpriseLogItem,
  EnterpriseLogListQuery,
} from '@console/contract';
import { sendCsv } from '../../lib/csv';
import type { Localized } from '@console/contract/localized';
import { AppError, Code, envelope, ok, okIn } from '../../lib/envelope';
import { langOf } from '../../lib/lang';
import { listEnvelope } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller, isStaff, requireAuth } from '../auth/guard';
import { ORGANISATION_VIEWERS_ONLY } from '../member/plugin';
import { bindingsOf, unbindWechat } from './bindings';
import { LOG_CSV } from './export';
import { exportLogs, listLogs } from './queries';

const security = [{ PToken: [] }];

/** The caller's enterprise, refused with 40003 unless admin or staff manager. */
function logViewer(req: FastifyRequest): number {
  const { user } = caller(req);
  if (isStaff(user) && user.memberRole !== 'manager') throw new AppError(Code.FORBIDDEN, ORGANISATION_VIEWERS_ONLY);
  return user.enterpriseId;
}

function boss(req: FastifyRequest, message: Localized) {
  const { user } = caller(req);
  if (isStaff(user)) throw new AppError(Code.FORBIDDEN, message);
  return user;
}

export const enterpriseLogPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
  requireAuth(app, deps);

  app.get(
    '/enterpriseLog/list',
    {
      schema: {
        tags: ['enterpriseLog'],
        security,
        summary: 'Paged enterprise log, newest first (admins and managers)',
        querystring: EnterpriseLogListQuery,
        response: listEnvelope(EnterpriseLogItem),
      },
    },
    async (req) => ok(await listLogs(db, logViewer(req), req.query, langOf(req))),
  );

  app.get(
    '/enterpriseLog/list/export',
    {
      schema: {
        tags: ['enterpriseLog'],
        security,
        summary: 'CSV of the filtered enterprise log (admins and managers)',
        querystring: EnterpriseLogExportQuery,
      },
    },
    async (req, reply) =>
      sendCsv(reply, {
        name: 'enterprise-log',
        now: clock.now(),
        columns: LOG_CSV,
        batches: exportLogs(db, logViewer(req), req.query, langOf(req)),
      }),
  );

  app.get(
    '/company/bindings',
    {
      schema: {
        tags: ['company'],
        security,
        summary: "The boss's bindings: WeChat (is_bind_wc), the 公众号 QR to bind, the masked mobile",
        response: envelope(CompanyBindings),
      },
    },
    async (req) =>
      ok(
        await bindingsOf(
          db,
          boss(req, { zh: '仅老板账号可以查看绑定设置', en: 'Only the boss account can view the bindings' }),
          req,
        ),
      ),
  );

  app.post(
    '/company/unbindWechat',
    {
      schema: {
        tags: ['company'],
        security,
        summary: "Unbind the boss's WeChat (logged); 40009 when none is bound",
        response: envelope(),
      },
    },
    async (req) => {
      await unbindWechat(
        db,
        boss(req, { zh: '仅老板账号可以解除微信绑定', en: 'Only the boss account can unbind WeChat' }),
        req,
      );
      return okIn(req, null, { zh: '已解除微信绑定', en: 'WeChat unbound' });
    },
  );
};

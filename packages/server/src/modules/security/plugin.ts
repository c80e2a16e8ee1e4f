// Routes: GET /security/members, POST /security/loginControl, GET /terminal/requests,
// POST /terminal/approve, POST /terminal/reject, GET /terminal/whitelist,
// POST /terminal/whitelist/add, POST /terminal/whitelist/delete.
// Who may call them is the access table's (src/access.ts): the boss and staff managers read;
// changes need the boss or a manager with the login-time permission. Every id is looked up inside
// the caller's enterprise, and every change is logged in its own transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  LoginControlBody,
  LoginControlResult,
  SecurityMembersQuery,
  SecurityMemberItem,
  TerminalDecisionBody,
  TerminalDecisionResult,
  TerminalRequestItem,
  TerminalRequestsQuery,
  WhitelistAddBody,
  WhitelistDeleteBody,
  WhitelistItem,
  WhitelistQuery,
} from '@console/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { sessions, terminals, terminalWhitelist, users } from '../../db/schema';
import { AppError, Code, envelope, ok, okIn } from '../../lib/envelope';
import { listEnvelope } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { actorOf, logEvent } from '../enterprise-log/write';
import { listSecurityMembers, listTerminalRequests, listWhitelist, staffByIds } from './queries';

const tags = ['security'];
const security = [{ PToken: [] }];
const MAC_PATTERN = /^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$/;

export const securityPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
  requireAuth(app, deps);

  app.get(
    '/security/members',
    {
      schema: {
        tags,
        security,
        summary: 'Staff members with their authorization method and login window (the boss is the owner and exempt)',
        querystring: SecurityMembersQuery,
        response: listEnvelope(SecurityMemberItem),
      },
    },
    async (req) => ok(await listSecurityMembers(db, caller(req).user.enterpriseId, req.query)),
  );

  app.post(
    '/security/loginControl',
    {
      schema: {
        tags,
        security,
        summary: 'Set the authorization method and daily login window (Asia/Shanghai) of staff members',
        body: LoginControlBody,
        response: envelope(LoginControlResult),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const { user_ids: ids, auth_method: method } = req.body;
      const start = req.body.login_time_start ?? null;
      const end = req.body.login_time_end ?? null;
      if ((start === null) !== (end === null))
        throw new AppError(Code.VALIDATION, {
          zh: '请同时设置登录开始和结束时间',
          en: 'Set both the login start and end time',
        });
      if (start !== null && start === end)
        throw new AppError(Code.VALIDATION, {
          zh: '登录开始时间和结束时间不能相同',
          en: 'The login start and end time cannot be the same',
        });
      // whose login control the caller may set: the member rule (the guard)
      const found = await staffByIds(db, user.enterpriseId, ids);
      if (found.length !== ids.length) throw new AppError(Code.NOT_FOUND, { zh: '成员不存在', en: 'Member not found' });
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ authMethod: method, loginTimeStart: start, loginTimeEnd: end })
          .where(inArray(users.id, ids));
        for (const m of found) {
          await logEvent(tx, actorOf(req), {
            area: 'security',
            action: 'security.loginControl',
            target: { type: 'member', id: m.id, name: m.username },
            detail: {
              before: { auth_method: m.authMethod, login_time_start: m.loginTimeStart, login_time_end: m.loginTimeEnd },
              after: { auth_method: method, login_time_start: start, login_time_end: end },
            },
          });
        }
      });
      return okIn(req, { updated: found.length }, { zh: '设置成功', en: 'Settings saved' });
    },
  );

  app.get(
    '/terminal/requests',
    {
      schema: {
        tags,
        security,
        summary: 'Terminal authorization requests by status (waiting, passed, rejected)',
        querystring: TerminalRequestsQuery,
        response: listEnvelope(TerminalRequestItem),
      },
    },
    async (req) => ok(await listTerminalRequests(db, caller(req).user.enterpriseId, req.query)),
  );

  const decide = (status: 'passed' | 'rejected') => async (req: FastifyRequest<{ Body: { ids: number[] } }>) => {
    const { user } = caller(req);
    const ids = req.body.ids;
    const rows = await db
      .select({ t: terminals, username: users.username })
      .from(terminals)
      .innerJoin(users, eq(users.id, terminals.userId))
      .where(and(eq(terminals.enterpriseId, user.enterpriseId), inArray(terminals.id, ids)));
    // whose requests the caller may decide: the member rule (the guard)
    if (rows.length !== ids.length)
      throw new AppError(Code.NOT_FOUND, { zh: '登录申请不存在', en: 'Login request not found' });
    const now = clock.now();
    const changing = rows.filter((r) => r.t.status !== status);
    await db.transaction(async (tx) => {
      if (!changing.length) return;
      await tx
        .update(terminals)
        .set({ status, decidedAt: now, decidedBy: user.id })
        .where(
          inArray(
            terminals.id,
            changing.map((r) => r.t.id),
          ),
        );
      for (const r of changing) {
        if (status === 'rejected') {
          // a terminal that loses its authorization loses its live sessions at once
          await tx
            .update(sessions)
            .set({ revokedAt: now })
            .where(
              and(
                eq(sessions.userId, r.t.userId),
                eq(sessions.terminalCode, r.t.terminalCode),
                isNull(sessions.revokedAt),
              ),
            );
        }
        await logEvent(tx, actorOf(req), {
          area: 'security',
          action: status === 'passed' ? 'terminal.approve' : 'terminal.reject',
          target: { type: 'terminal', id: r.t.id, name: `${r.username} ${r.t.terminalCode}` },
          detail: { before: { status: r.t.status }, after: { status }, terminal_code: r.t.terminalCode },
        });
      }
    });
    return okIn(
      req,
      { updated: changing.length },
      status === 'passed' ? { zh: '已通过', en: 'Approved' } : { zh: '已拒绝', en: 'Rejected' },
    );
  };

  app.post(
    '/terminal/approve',
    {
      schema: {
        tags,
        security,
        summary: 'Approve terminal requests (single or bulk); a waiting login then enters',
        body: TerminalDecisionBody,
        response: envelope(TerminalDecisionResult),
      },
    },
    decide('passed'),
  );

  app.post(
    '/terminal/reject',
    {
      schema: {
        tags,
        security,
        summary: "Reject terminal requests (single or bulk); the terminal's live sessions end",
        body: TerminalDecisionBody,
        response: envelope(TerminalDecisionResult),
      },
    },
    decide('rejected'),
  );

  app.get(
    '/terminal/whitelist',
    {
      schema: {
        tags,
        security,
        summary: 'Terminal whitelist: terminals every member may log in from without approval (within hours)',
        querystring: WhitelistQuery,
        response: listEnvelope(WhitelistItem),
      },
    },
    async (req) => ok(await listWhitelist(db, caller(req).user.enterpriseId, req.query)),
  );

  app.post(
    '/terminal/whitelist/add',
    {
      schema: {
        tags,
        security,
        summary: 'Add a terminal identification code (required, unique in the enterprise; MAC informative)',
        body: WhitelistAddBody,
        response: envelope(WhitelistItem),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const code = req.body.terminal_code.trim();
      const mac = (req.body.mac ?? '').trim().toUpperCase();
      const remark = (req.body.remark ?? '').trim();
      if (!code)
        throw new AppError(Code.VALIDATION, {
          zh: '终端识别码不能为空',
          en: 'The terminal identification code cannot be empty',
        });
      if (mac && !MAC_PATTERN.test(mac))
        throw new AppError(Code.VALIDATION, {
          zh: 'MAC地址格式不正确，例：00:1A:2B:3C:4D:5E',
          en: 'Enter a valid MAC address, e.g. 00:1A:2B:3C:4D:5E',
        });
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const [added] = await tx
          .insert(terminalWhitelist)
          .values({
            enterpriseId: user.enterpriseId,
            terminalCode: code,
            mac,
            remark,
            createdBy: user.id,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!added)
          throw new AppError(Code.CONFLICT, {
            zh: '终端识别码已存在',
            en: 'This terminal identification code already exists',
          });
        await logEvent(tx, actorOf(req), {
          area: 'security',
          action: 'whitelist.add',
          target: { type: 'whitelist', id: added.id, name: code },
          detail: { after: { terminal_code: code, mac, remark } },
        });
        return added;
      });
      return okIn(
        req,
        {
          id: row.id,
          terminal_code: row.terminalCode,
          mac: row.mac,
          remark: row.remark,
          created_at: row.createdAt.toISOString(),
          created_by: row.createdBy,
          created_by_name: user.name || user.username,
        },
        { zh: '添加成功', en: 'Added' },
      );
    },
  );

  app.post(
    '/terminal/whitelist/delete',
    {
      schema: {
        tags,
        security,
        summary: 'Remove terminals from the whitelist',
        body: WhitelistDeleteBody,
        response: envelope(TerminalDecisionResult),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const ids = req.body.ids;
      const removed = await db.transaction(async (tx) => {
        const rows = await tx
          .delete(terminalWhitelist)
          .where(and(eq(terminalWhitelist.enterpriseId, user.enterpriseId), inArray(terminalWhitelist.id, ids)))
          .returning();
        if (rows.length !== ids.length)
          throw new AppError(Code.NOT_FOUND, {
            zh: '白名单终端不存在',
            en: 'Whitelisted terminal not found',
          });
        for (const r of rows) {
          await logEvent(tx, actorOf(req), {
            area: 'security',
            action: 'whitelist.delete',
            target: { type: 'whitelist', id: r.id, name: r.terminalCode },
            detail: { before: { terminal_code: r.terminalCode, mac: r.mac, remark: r.remark } },
          });
        }
        return rows.length;
      });
      return okIn(req, { updated: removed }, { zh: '删除成功', en: 'Deleted' });
    },
  );
};

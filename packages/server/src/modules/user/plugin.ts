// Routes: /user/getInfo, /user/info, /user/memberInfo, /user/memberCnt, /user/savePwd,
// /user/setLoginPassword, /user/inviteCode.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import {
  InviteCode,
  MemberCounters,
  MemberInfo,
  SavePwdBody,
  SetLoginPasswordBody,
  UserDetail,
  UserInfo,
} from '@console/contract';
import { enterprises } from '../../db/schema';
import { envelope, ok, okIn } from '../../lib/envelope';
import type { Deps } from '../deps';
import { caller, requireAuth, roleOf } from '../auth/guard';
import { memberCounts, memberInfo } from './member-info';
import { savePassword, setFirstPassword } from './passwords';
import { actorOf } from '../enterprise-log/write';

const tags = ['user'];
const security = [{ PToken: [] }];
export const userPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
  requireAuth(app, deps);

  app.get(
    '/user/getInfo',
    {
      schema: {
        tags,
        security,
        summary: 'Profile for the navigation guard',
        response: envelope(UserInfo),
      },
    },
    async (req) => {
      const { user: u } = caller(req);
      return ok({
        id: u.id,
        username: u.username,
        pwd: u.passwordHash ? 1 : 0,
        name: u.name,
        avatar: u.avatar,
        role: roleOf(u),
        level: u.level,
        // what the console needs to offer only what the access table allows (@console/contract/access)
        member_role: u.memberRole,
        can_renew_device: u.canRenewDevice ? 1 : 0,
        can_set_login_time: u.canSetLoginTime ? 1 : 0,
      });
    },
  );

  app.get(
    '/user/info',
    {
      schema: {
        tags,
        security,
        summary: 'Current user',
        response: envelope(UserDetail),
      },
    },
    async (req) => {
      const { user: u } = caller(req);
      return ok({
        id: u.id,
        username: u.username,
        name: u.name,
        phone: u.phone,
        avatar: u.avatar,
        role: roleOf(u),
        member_role: u.memberRole,
        level: u.level,
        enterprise_id: u.enterpriseId,
      });
    },
  );

  app.get(
    '/user/memberInfo',
    {
      schema: {
        tags,
        security,
        summary: 'Member info (spec §3) with counts of valid rows',
        response: envelope(MemberInfo),
      },
    },
    async (req) => ok(await memberInfo(db, caller(req).user, clock.now())),
  );

  app.get(
    '/user/memberCnt',
    {
      schema: {
        tags,
        security,
        summary: 'Member counters (waitAllocateCnt = members without a department)',
        response: envelope(MemberCounters),
      },
    },
    async (req) => ok(await memberCounts(db, caller(req).user.enterpriseId)),
  );

  app.post(
    '/user/savePwd',
    {
      schema: {
        tags,
        security,
        summary: 'Change a login password (own: oldPassword required when one is set)',
        body: SavePwdBody,
        response: envelope(),
      },
    },
    async (req) => {
      const { user, sessionId } = caller(req);
      await savePassword(db, user, sessionId, req.body, clock.now(), actorOf(req));
      return okIn(req, null, { zh: '修改成功', en: 'Password changed' });
    },
  );

  app.post(
    '/user/setLoginPassword',
    {
      schema: {
        tags,
        security,
        summary: 'Set the first login password (refused with 40009 when one exists)',
        body: SetLoginPasswordBody,
        response: envelope(),
      },
    },
    async (req) => {
      await setFirstPassword(db, caller(req).user, req.body.password, actorOf(req));
      return okIn(req, null, { zh: '设置成功', en: 'Password set' });
    },
  );

  app.post(
    '/user/inviteCode',
    {
      schema: {
        tags,
        security,
        summary: "The enterprise's invite code",
        response: envelope(InviteCode),
      },
    },
    async (req) => {
      const [ent] = await db
        .select({ code: enterprises.inviteCode })
        .from(enterprises)
        .where(eq(enterprises.id, caller(req).user.enterpriseId))
        .limit(1);
      return ok({ invite_code: ent.code });
    },
  );
};

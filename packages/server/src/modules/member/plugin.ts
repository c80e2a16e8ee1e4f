// Routes: GET /member/list, /member/list/export, /department/list, /department/list/export;
// POST /member/add, /update, /disable, /restore, /delete, /clearDisabled, /setRole, /move,
// /transfer; GET /childUser/all, /childUser/cnt; GET /authorization/resources, POST /authorization/set.
// Admins and staff managers only (the access table); ordinary employees get 40003.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import {
  AuthorizationSet,
  AuthorizationSetBody,
  ChildUserItem,
  ChildUserQuery,
  MemberAddBody,
  MemberChanged,
  MemberCounters,
  MemberCreated,
  MemberIdsBody,
  MemberMoveBody,
  MemberSetRoleBody,
  MemberTransferBody,
  MemberTransferred,
  MemberUpdateBody,
  ResourceItem,
  ResourceQuery,
  DepartmentExportQuery,
  DepartmentItem,
  DepartmentListQuery,
  MemberExportQuery,
  MemberItem,
  MemberListQuery,
} from '@console/contract';
import { sendCsv } from '../../lib/csv';
import type { Localized } from '@console/contract/localized';
import { AppError, Code, envelope, ok, okIn } from '../../lib/envelope';
import { listEnvelope } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller, isStaff, requireAuth } from '../auth/guard';
import { exportDepartments, exportMembers, listDepartments, listMembers } from './queries';
import { DEPARTMENT_CSV, MEMBER_CSV } from './export';
import { actorOf } from '../enterprise-log/write';
import {
  addMember,
  clearDisabled,
  deleteMembers,
  disableMembers,
  moveMembers,
  restoreMembers,
  setRole,
  transferResources,
  updateMember,
} from './actions';
import { countChildUsers, listChildUsers, listResources, setAuthorization } from './resources';

const security = [{ PToken: [] }];
const SETTINGS_SAVED: Localized = { zh: '设置成功', en: 'Settings saved' };

export const ORGANISATION_VIEWERS_ONLY: Localized = {
  zh: '仅老板或主管可以查看成员和部门',
  en: 'Only the boss or a manager can view members and departments',
};

/** The caller, refused with 40003 unless admin or staff manager. */
function organisationViewer(req: FastifyRequest) {
  const { user } = caller(req);
  if (isStaff(user) && user.memberRole !== 'manager') throw new AppError(Code.FORBIDDEN, ORGANISATION_VIEWERS_ONLY);
  return user;
}

export const memberPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
  requireAuth(app, deps);

  app.get(
    '/member/list',
    {
      schema: {
        tags: ['member'],
        security,
        summary: 'Paged member list (admins and managers)',
        querystring: MemberListQuery,
        response: listEnvelope(MemberItem),
      },
    },
    async (req) => ok(await listMembers(db, organisationViewer(req), req.query)),
  );

  app.get(
    '/member/list/export',
    {
      schema: {
        tags: ['member'],
        security,
        summary: 'CSV of the filtered member list',
        querystring: MemberExportQuery,
      },
    },
    async (req, reply) =>
      sendCsv(reply, {
        name: 'members',
        now: clock.now(),
        columns: MEMBER_CSV,
        batches: exportMembers(db, organisationViewer(req), req.query),
      }),
  );

  app.get(
    '/department/list',
    {
      schema: {
        tags: ['member'],
        security,
        summary: 'Paged department list with member count and manager (admins and managers)',
        querystring: DepartmentListQuery,
        response: listEnvelope(DepartmentItem),
      },
    },
    async (req) => ok(await listDepartments(db, organisationViewer(req), req.query)),
  );

  app.get(
    '/department/list/export',
    {
      schema: {
        tags: ['member'],
        security,
        summary: 'CSV of the filtered department list',
        querystring: DepartmentExportQuery,
      },
    },
    async (req, reply) =>
      sendCsv(reply, {
        name: 'departments',
        now: clock.now(),
        columns: DEPARTMENT_CSV,
        batches: exportDepartments(db, organisationViewer(req), req.query),
      }),
  );

  // ---- changes (the access table lets admins and staff managers through; the rules on whom
  // they may change are in ./actions) ----
  const post = <B extends TSchema, R extends TSchema>(
    url: string,
    summary: string,
    body: B,
    response: R,
    handler: (req: FastifyRequest<{ Body: Static<B> }>) => Promise<{ data: Static<R>; message: Localized }>,
  ) =>
    app.post(
      url,
      { schema: { tags: ['member'], security, summary, body, response: envelope(response) } },
      async (req) => {
        const r = await handler(req as FastifyRequest<{ Body: Static<B> }>);
        return okIn(req, r.data, r.message);
      },
    );
  const who = (req: FastifyRequest) => caller(req).user;

  post('/member/add', 'Add a staff member to the enterprise', MemberAddBody, MemberCreated, async (req) => ({
    data: await addMember(db, who(req), actorOf(req), req.body),
    message: { zh: '添加成功', en: 'Added' },
  }));
  post(
    '/member/update',
    'Edit a member (an empty password keeps the old one)',
    MemberUpdateBody,
    Type.Null(),
    async (req) => {
      await updateMember(db, who(req), actorOf(req), req.body);
      return { data: null, message: { zh: '修改成功', en: 'Saved' } };
    },
  );
  post('/member/disable', 'Disable members (their sessions end)', MemberIdsBody, MemberChanged, async (req) => ({
    data: { changed: await disableMembers(db, who(req), actorOf(req), req.body.ids) },
    message: { zh: '禁用成功', en: 'Disabled' },
  }));
  post('/member/restore', 'Restore disabled members', MemberIdsBody, MemberChanged, async (req) => ({
    data: { changed: await restoreMembers(db, who(req), actorOf(req), req.body.ids) },
    message: { zh: '恢复成功', en: 'Restored' },
  }));
  post('/member/delete', 'Delete members permanently', MemberIdsBody, MemberChanged, async (req) => ({
    data: { changed: await deleteMembers(db, who(req), actorOf(req), req.body.ids, clock.now()) },
    message: { zh: '删除成功', en: 'Deleted' },
  }));
  post(
    '/member/clearDisabled',
    'Delete every disabled member permanently',
    Type.Object({}),
    MemberChanged,
    async (req) => ({
      data: { changed: await clearDisabled(db, who(req), actorOf(req), clock.now()) },
      message: { zh: '清除成功', en: 'Cleared' },
    }),
  );
  post('/member/setRole', 'Set members as manager or employee', MemberSetRoleBody, MemberChanged, async (req) => ({
    data: { changed: await setRole(db, who(req), actorOf(req), req.body) },
    message: SETTINGS_SAVED,
  }));
  post('/member/move', 'Move members to a department', MemberMoveBody, MemberChanged, async (req) => ({
    data: { changed: await moveMembers(db, who(req), actorOf(req), req.body.ids, req.body.department_id) },
    message: { zh: '转移成功', en: 'Moved' },
  }));
  post(
    '/member/transfer',
    "Hand a member's phones, sub-accounts and stores to another active member",
    MemberTransferBody,
    MemberTransferred,
    async (req) => ({
      data: await transferResources(db, who(req), actorOf(req), req.body.from_user_id, req.body.to_user_id),
      message: { zh: '交接成功', en: 'Handed over' },
    }),
  );

  // ---- sub-users ----
  app.get(
    '/childUser/all',
    {
      schema: {
        tags: ['member'],
        security,
        summary: 'Paged staff members with the phones, sub-accounts and stores handed to them',
        querystring: ChildUserQuery,
        response: listEnvelope(ChildUserItem),
      },
    },
    async (req) => ok(await listChildUsers(db, who(req), req.query)),
  );
  app.get(
    '/childUser/cnt',
    {
      schema: {
        tags: ['member'],
        security,
        summary: 'Staff member counters (waitAllocateCnt = without a department)',
        response: envelope(MemberCounters),
      },
    },
    async (req) => ok(await countChildUsers(db, who(req))),
  );

  // ---- authorization management ----
  app.get(
    '/authorization/resources',
    {
      schema: {
        tags: ['member'],
        security,
        summary: "The enterprise's phones, sub-accounts or stores, with whether the member holds each",
        querystring: ResourceQuery,
        response: listEnvelope(ResourceItem),
      },
    },
    async (req) => ok(await listResources(db, who(req), req.query)),
  );
  post(
    '/authorization/set',
    "Set the member's phones, sub-accounts or stores (a phone or sub-account moves from its holder)",
    AuthorizationSetBody,
    AuthorizationSet,
    async (req) => ({ data: await setAuthorization(db, who(req), actorOf(req), req.body), message: SETTINGS_SAVED }),
  );
};

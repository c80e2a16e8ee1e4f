// Routes: GET /member/list, /member/list/export, /department/list, /department/list/export.
// Admins and staff managers only; ordinary employees get 40003.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  DepartmentExportQuery,
  DepartmentItem,
  DepartmentListQuery,
  MemberExportQuery,
  MemberItem,
  MemberListQuery,
} from '@console/contract';
import { sendCsv, type CsvColumn } from '../../lib/csv';
import { AppError, Code, ok } from '../../lib/envelope';
import { listEnvelope } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller, isStaff, requireAuth } from '../auth/guard';
import {
  exportDepartments,
  exportMembers,
  listDepartments,
  listMembers,
  type DepartmentItemRow,
  type MemberItemRow,
} from './queries';

const security = [{ PToken: [] }];

const MEMBER_CSV: CsvColumn<MemberItemRow>[] = [
  { header: 'ID', value: (m) => m.id },
  { header: '用户名', value: (m) => m.username },
  { header: '姓名', value: (m) => m.name },
  { header: '手机号', value: (m) => m.phone },
  { header: '角色', value: (m) => (m.is_admin ? '老板' : m.role === 'manager' ? '主管' : '员工') },
  { header: '部门', value: (m) => m.department_name },
  { header: '状态', value: (m) => (m.status === 'active' ? '正常' : '已禁用') },
  { header: '创建时间', value: (m) => m.created_at },
];
const DEPARTMENT_CSV: CsvColumn<DepartmentItemRow>[] = [
  { header: 'ID', value: (d) => d.id },
  { header: '部门名称', value: (d) => d.name },
  { header: '成员数', value: (d) => d.member_count },
  { header: '主管', value: (d) => d.manager_name },
  { header: '创建时间', value: (d) => d.created_at },
];

/** The caller, refused with 40003 unless admin or staff manager. */
function organisationViewer(req: FastifyRequest) {
  const { user } = caller(req);
  if (isStaff(user) && user.memberRole !== 'manager')
    throw new AppError(Code.FORBIDDEN, '仅老板或主管可以查看成员和部门');
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
};

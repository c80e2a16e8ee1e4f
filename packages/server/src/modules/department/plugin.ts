// Routes: POST /department/add, /department/update, /department/delete (the list and its export
// are served with the members, modules/member/plugin.ts). Admins and staff managers (the access table).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DepartmentAddBody, DepartmentDeleteBody, DepartmentUpdateBody, MemberCreated } from '@console/contract';
import { envelope, okIn } from '../../lib/envelope';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { actorOf } from '../enterprise-log/write';
import { addDepartment, deleteDepartment, updateDepartment } from './actions';

const tags = ['member'];
const security = [{ PToken: [] }];

export const departmentPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db } = deps;
  requireAuth(app, deps);

  app.post(
    '/department/add',
    {
      schema: {
        tags,
        security,
        summary: 'Create a department (name unique in the enterprise, optional manager)',
        body: DepartmentAddBody,
        response: envelope(MemberCreated),
      },
    },
    async (req) =>
      okIn(req, await addDepartment(db, caller(req).user, actorOf(req), req.body), { zh: '添加成功', en: 'Added' }),
  );

  app.post(
    '/department/update',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a department or set its manager',
        body: DepartmentUpdateBody,
        response: envelope(),
      },
    },
    async (req) => {
      await updateDepartment(db, caller(req).user, actorOf(req), req.body);
      return okIn(req, null, { zh: '修改成功', en: 'Saved' });
    },
  );

  app.post(
    '/department/delete',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a department (refused while it has members)',
        body: DepartmentDeleteBody,
        response: envelope(),
      },
    },
    async (req) => {
      await deleteDepartment(db, caller(req).user, actorOf(req), req.body.id);
      return okIn(req, null, { zh: '删除成功', en: 'Deleted' });
    },
  );
};

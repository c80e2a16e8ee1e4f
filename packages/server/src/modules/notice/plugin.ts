// Routes: GET /notice/list, GET /notice/unread, POST /notice/read (the boss's; access.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoticeList, NoticeListQuery, NoticeUnread } from '@console/contract';
import { Type } from 'typebox';
import { envelope, ok } from '../../lib/envelope';
import { langOf } from '../../lib/lang';
import { caller } from '../auth/guard';
import type { Deps } from '../deps';
import { listNotices, markRead, unreadCount } from './queries';

const tags = ['notice'];
const security = [{ PToken: [] }];

export const noticePlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;

  app.get(
    '/notice/list',
    {
      schema: {
        tags,
        security,
        summary: "The enterprise's notices, newest first, each marked unread for the caller or not",
        querystring: NoticeListQuery,
        response: envelope(NoticeList),
      },
    },
    async (req) => {
      const { user } = caller(req);
      return ok(await listNotices(db, user.enterpriseId, user.id, req.query, langOf(req)));
    },
  );

  app.get(
    '/notice/unread',
    {
      schema: { tags, security, summary: 'How many notices the caller has not read', response: envelope(NoticeUnread) },
    },
    async (req) => {
      const { user } = caller(req);
      return ok({ unread: await unreadCount(db, user.enterpriseId, user.id) });
    },
  );

  app.post(
    '/notice/read',
    {
      schema: {
        tags,
        security,
        summary: 'Marks every notice up to now as read for the caller',
        body: Type.Object({}),
        response: envelope(NoticeUnread),
      },
    },
    async (req) => {
      const { user } = caller(req);
      await markRead(db, user.id, clock.now());
      return ok({ unread: await unreadCount(db, user.enterpriseId, user.id) });
    },
  );
};

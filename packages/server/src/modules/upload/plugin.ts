// Route: GET /common/uploadUrl — a one-time pre-signed PUT URL for one file, bound to its declared
// size and content type; the bytes go straight to object storage and the file is checked
// (requireStoredFile) where its file_id is used.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UploadTicket, UploadUrlQuery } from '@console/contract';
import { storedFiles } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import type { Deps } from '../deps';
import { caller, isStaff, requireAuth } from '../auth/guard';
import { contentTypeFor, uploadRequestProblem } from './rules';
import { objectKeyFor, type UploadPurpose } from './stored-files';

const security = [{ PToken: [] }];

export const uploadPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, storage } = deps;
  requireAuth(app, deps);

  app.get(
    '/common/uploadUrl',
    {
      schema: {
        tags: ['upload'],
        security,
        summary:
          "Pre-signed upload URL (admins and managers). purpose 'apk' needs a .apk name; 'certification' jpg/png/pdf ≤ 10 MB; size ≤ 200 MiB",
        querystring: UploadUrlQuery,
        response: envelope(UploadTicket),
      },
    },
    async (req) => {
      const { user } = caller(req);
      if (isStaff(user) && user.memberRole !== 'manager')
        throw new AppError(Code.FORBIDDEN, {
          zh: '仅老板或主管可以上传文件',
          en: 'Only the boss or a manager can upload files',
        });
      const problem = uploadRequestProblem(req.query);
      if (problem) throw new AppError(Code.VALIDATION, problem);
      const fileName = req.query.file_name.trim();
      const key = objectKeyFor(user.enterpriseId, req.query.purpose as UploadPurpose, fileName);
      const now = clock.now();
      const contentType = contentTypeFor(req.query.purpose, fileName);
      const signed = storage.presignUpload(key, now, { size: req.query.size, contentType });
      const [row] = await db
        .insert(storedFiles)
        .values({
          enterpriseId: user.enterpriseId,
          userId: user.id,
          objectKey: key,
          fileName,
          sizeBytes: req.query.size,
          contentType,
          status: 'pending',
          createdAt: now,
        })
        .returning({ id: storedFiles.id });
      return ok({
        file_id: row.id,
        key,
        upload_url: signed.url,
        method: signed.method,
        headers: signed.headers,
        expires_at: signed.expiresAt.toISOString(),
      });
    },
  );
};

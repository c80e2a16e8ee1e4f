// Routes: GET /company/info, POST /company/certification (boss only), POST /dev/company/review
// (dev/test mode only: the operator's review, simulated). Who may call them: src/access.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CertificationBody, CompanyInfo, CompanyReviewResult, DevCompanyReviewBody } from '@console/contract';
import { envelope, ok, okIn } from '../../lib/envelope';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import { actorOf } from '../enterprise-log/write';
import { companyInfo, submitCertification } from './certification';
import { reviewCertification } from './review';

const tags = ['company'];
const security = [{ PToken: [] }];

export const companyPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, storage } = deps;

  app.get(
    '/company/info',
    {
      schema: {
        tags,
        security,
        summary: 'Enterprise information, certification status and the latest submission',
        response: envelope(CompanyInfo),
      },
    },
    async (req) => ok(await companyInfo(db, caller(req).user.enterpriseId)),
  );

  app.post(
    '/company/certification',
    {
      schema: {
        tags,
        security,
        summary:
          'Submit the enterprise certification (boss only): documents uploaded with purpose certification ' +
          '(jpg/png/pdf ≤ 10 MB); company_attestation becomes 5 (under review, within 2 working days)',
        body: CertificationBody,
        response: envelope(CompanyInfo),
      },
    },
    async (req) => {
      const { user } = caller(req);
      await submitCertification(db, storage, user, actorOf(req), req.body, clock.now());
      return okIn(req, await companyInfo(db, user.enterpriseId), {
        zh: '提交成功，审核将在2个工作日内完成',
        en: 'Submitted, the review takes up to 2 working days',
      });
    },
  );

  if (deps.devMode) {
    app.post(
      '/dev/company/review',
      {
        schema: {
          tags: ['dev'],
          summary: "[dev/test mode only] the operator's review of the latest certification: approve (1) or reject (4)",
          body: DevCompanyReviewBody,
          response: envelope(CompanyReviewResult),
        },
      },
      async (req) =>
        okIn(
          req,
          await reviewCertification(
            db,
            {
              enterpriseId: req.body.enterprise_id,
              decision: req.body.decision,
              reason: req.body.reason,
              reviewer: '平台审核（模拟）',
            },
            clock.now(),
          ),
          req.body.decision === 'approve' ? { zh: '已通过认证', en: 'Certified' } : { zh: '已驳回', en: 'Rejected' },
        ),
    );
  }
};

// The operator's review of an enterprise certification (spec §9: within 2 working days). There is
// no operator console: dev/test mode exposes POST /dev/company/review, and operations run
// `pnpm --filter @console/server company:review -- --enterprise <id> --approve|--reject "<reason>"`.
// Approval sets company_attestation 1 (certified), which lifts the 10-device cap at once
// (phone-order/cap.ts reads it); rejection sets 4 (failed) with the reason.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications, enterprises } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import { logEvent } from '../enterprise-log/write';
import { ENTERPRISE_NOT_FOUND } from './certification';

export type ReviewDecision = 'approve' | 'reject';

export async function reviewCertification(
  db: Db,
  input: { enterpriseId: number; decision: ReviewDecision; reason?: string; reviewer: string },
  now: Date,
): Promise<{ company_attestation: 1 | 4; certification_id: number }> {
  const reason = (input.reason ?? '').trim();
  if (input.decision === 'reject' && !reason)
    throw new AppError(Code.VALIDATION, { zh: '请填写驳回原因', en: 'Enter the reason for the rejection' });
  if (reason.length > 200)
    throw new AppError(Code.VALIDATION, {
      zh: '驳回原因不能超过200个字符',
      en: 'The rejection reason cannot be longer than 200 characters',
    });
  return db.transaction(async (tx) => {
    const [ent] = await tx.select().from(enterprises).where(eq(enterprises.id, input.enterpriseId)).for('update');
    if (!ent) throw new AppError(Code.NOT_FOUND, ENTERPRISE_NOT_FOUND);
    const [cert] = await tx
      .select()
      .from(certifications)
      .where(and(eq(certifications.enterpriseId, ent.id)))
      .orderBy(desc(certifications.submittedAt), desc(certifications.id))
      .limit(1);
    if (!cert || cert.status !== 'review')
      throw new AppError(Code.CONFLICT, {
        zh: '该企业没有待审核的认证申请',
        en: 'This enterprise has no certification waiting for review',
      });
    const approve = input.decision === 'approve';
    const attestation = approve ? 1 : 4;
    await tx
      .update(certifications)
      .set({
        status: approve ? 'approved' : 'rejected',
        rejectReason: approve ? null : reason,
        reviewedAt: now,
        reviewer: input.reviewer.slice(0, 50),
      })
      .where(eq(certifications.id, cert.id));
    await tx
      .update(enterprises)
      .set(approve ? { companyAttestation: attestation, name: cert.companyName } : { companyAttestation: attestation })
      .where(eq(enterprises.id, ent.id));
    await logEvent(
      tx,
      { enterpriseId: ent.id, userId: null, name: input.reviewer, ip: '', terminalCode: '' },
      {
        area: 'company',
        action: approve ? 'certification.approve' : 'certification.reject',
        target: { type: 'certification', id: cert.id, name: cert.companyName },
        detail: approve ? { after: { company_attestation: 1 } } : { after: { company_attestation: 4 }, reason },
      },
    );
    return { company_attestation: attestation, certification_id: cert.id };
  });
}

// Enterprise information and certification submissions (spec §2 enterprise configuration, §4).
import { aliasedTable, desc, eq } from 'drizzle-orm';
import type { CertificationBody, CertificationItem, CompanyInfo } from '@console/contract';
import type { Db } from '../../db/client';
import { certifications, enterprises, storedFiles, users } from '../../db/schema';
import { textIn, type Localized } from '@console/contract/localized';
import { AppError, Code } from '../../lib/envelope';
import type { ObjectStorage } from '../../providers/object-storage';
import { isCertified } from '../phone-order/cap';
import { UNCERTIFIED_CAP } from '../phone-order/catalogue';
import { logEvent, type LogActor } from '../enterprise-log/write';
import { certificationFileProblem } from '../upload/rules';
import { requireStoredFile } from '../upload/stored-files';

export const ENTERPRISE_NOT_FOUND: Localized = { zh: '企业不存在', en: 'Enterprise not found' };

const attestationOf = (n: number) => ([1, 2, 3, 4, 5].includes(n) ? n : 3) as CompanyInfo['company_attestation'];

export async function companyInfo(db: Db, enterpriseId: number): Promise<CompanyInfo> {
  const [ent] = await db.select().from(enterprises).where(eq(enterprises.id, enterpriseId));
  if (!ent) throw new AppError(Code.NOT_FOUND, ENTERPRISE_NOT_FOUND);
  const licence = aliasedTable(storedFiles, 'licence');
  const front = aliasedTable(storedFiles, 'id_front');
  const back = aliasedTable(storedFiles, 'id_back');
  const [row] = await db
    .select({ c: certifications, licence, front, back, by: users })
    .from(certifications)
    .innerJoin(licence, eq(licence.id, certifications.licenceFileId))
    .innerJoin(front, eq(front.id, certifications.idFrontFileId))
    .innerJoin(back, eq(back.id, certifications.idBackFileId))
    .innerJoin(users, eq(users.id, certifications.submittedBy))
    .where(eq(certifications.enterpriseId, enterpriseId))
    .orderBy(desc(certifications.submittedAt), desc(certifications.id))
    .limit(1);
  const file = (f: typeof storedFiles.$inferSelect) => ({ file_id: f.id, file_name: f.fileName, size: f.sizeBytes });
  const certification: CertificationItem | null = row
    ? {
        id: row.c.id,
        company_name: row.c.companyName,
        registration_no: row.c.registrationNo,
        legal_person: row.c.legalPerson,
        contact_name: row.c.contactName,
        contact_phone: row.c.contactPhone,
        licence: file(row.licence),
        id_front: file(row.front),
        id_back: file(row.back),
        status: row.c.status as CertificationItem['status'],
        reject_reason: row.c.rejectReason ?? '',
        submitted_at: row.c.submittedAt.toISOString(),
        submitted_by_name: row.by.name || row.by.username,
        reviewed_at: row.c.reviewedAt?.toISOString() ?? null,
      }
    : null;
  return {
    enterprise_id: ent.id,
    name: ent.name,
    company_attestation: attestationOf(ent.companyAttestation),
    certification,
    device_cap: isCertified(ent.companyAttestation) ? null : UNCERTIFIED_CAP,
  };
}

/** A certification document: the enterprise's own upload for this purpose, in its bucket, jpg/png/pdf ≤ 10 MB. */
async function requireDocument(db: Db, storage: ObjectStorage, enterpriseId: number, fileId: number, what: Localized) {
  const file = await requireStoredFile(db, storage, enterpriseId, fileId);
  if (!file.objectKey.startsWith(`${enterpriseId}/certification/`))
    throw new AppError(Code.VALIDATION, {
      zh: `${what.zh}请通过企业认证页面上传`,
      en: `Upload the ${what.en} on the enterprise certification page`,
    });
  const problem = certificationFileProblem(file.fileName, file.sizeBytes);
  if (problem)
    throw new AppError(Code.VALIDATION, {
      zh: `${what.zh}：${textIn(problem, 'zh')}`,
      en: `${what.en}: ${textIn(problem, 'en')}`,
    });
  return file;
}

/** The boss submits (or, after a rejection, resubmits): company_attestation becomes 5 (under review). */
export async function submitCertification(
  db: Db,
  storage: ObjectStorage,
  submitter: { id: number; enterpriseId: number },
  actor: LogActor,
  body: CertificationBody,
  now: Date,
): Promise<number> {
  const [licence, front, back] = [
    await requireDocument(db, storage, submitter.enterpriseId, body.licence_file_id, {
      zh: '营业执照',
      en: 'business licence',
    }),
    await requireDocument(db, storage, submitter.enterpriseId, body.id_front_file_id, {
      zh: '身份证人像面',
      en: 'ID card portrait side',
    }),
    await requireDocument(db, storage, submitter.enterpriseId, body.id_back_file_id, {
      zh: '身份证国徽面',
      en: 'ID card emblem side',
    }),
  ];
  const values = {
    companyName: body.company_name.trim(),
    registrationNo: body.registration_no.trim().toUpperCase(),
    legalPerson: body.legal_person.trim(),
    contactName: body.contact_name.trim(),
    contactPhone: body.contact_phone.trim(),
  };
  for (const [k, label] of [
    ['companyName', { zh: '企业名称', en: 'Company name' }],
    ['legalPerson', { zh: '法定代表人', en: 'Legal representative' }],
    ['contactName', { zh: '联系人', en: 'Contact name' }],
  ] as const)
    if (!values[k])
      throw new AppError(Code.VALIDATION, { zh: `${label.zh}不能为空`, en: `${label.en} cannot be empty` });
  return db.transaction(async (tx) => {
    const [ent] = await tx.select().from(enterprises).where(eq(enterprises.id, submitter.enterpriseId)).for('update');
    if (!ent) throw new AppError(Code.NOT_FOUND, ENTERPRISE_NOT_FOUND);
    if (ent.companyAttestation === 5)
      throw new AppError(Code.CONFLICT, {
        zh: '企业认证正在审核中，请耐心等待',
        en: 'The enterprise certification is under review, please wait',
      });
    if (isCertified(ent.companyAttestation))
      throw new AppError(Code.CONFLICT, {
        zh: '企业已完成认证，无需重复提交',
        en: 'The enterprise is already certified, there is no need to submit again',
      });
    const [row] = await tx
      .insert(certifications)
      .values({
        enterpriseId: ent.id,
        ...values,
        licenceFileId: licence.id,
        idFrontFileId: front.id,
        idBackFileId: back.id,
        status: 'review',
        submittedBy: submitter.id,
        submittedAt: now,
      })
      .returning({ id: certifications.id });
    await tx.update(enterprises).set({ companyAttestation: 5 }).where(eq(enterprises.id, ent.id));
    await logEvent(tx, actor, {
      area: 'company',
      action: 'certification.submit',
      target: { type: 'certification', id: row.id, name: values.companyName },
      detail: {
        before: { company_attestation: ent.companyAttestation },
        after: { company_attestation: 5, ...values, contactPhone: undefined },
      },
    });
    return row.id;
  });
}

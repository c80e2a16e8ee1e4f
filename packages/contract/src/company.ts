// Enterprise information and certification (spec §2 enterprise configuration, §4 enterprise
// authentication notice, §9 review within 2 working days): GET /company/info,
// POST /company/certification (boss only), POST /dev/company/review (dev/test mode only).
import { Type, type Static } from 'typebox';
import type { Localized } from './localized';
import { messages } from './messages';
import { CERTIFICATION_LABELS, CERTIFICATION_MESSAGES as M, fieldRequired, fieldTooLong } from './orgMessages';
import { Id, Literals } from './paging';
import { CompanyAttestation } from './user';

export const CERTIFICATION_STATUSES = ['review', 'approved', 'rejected'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];
/** Unified social credit code: 18 characters, digits and upper-case letters (no I, O, Z, S, V). */
export const CREDIT_CODE_PATTERN = '^[0-9A-HJ-NPQRTUWXY]{18}$';
/** Certification documents: jpg, png or pdf, at most 10 MB. */
export const CERTIFICATION_FILE_TYPES = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const CERTIFICATION_MAX_BYTES = 10 * 1024 * 1024;

export const CertificationFile = Type.Object({
  file_id: Type.Integer(),
  file_name: Type.String(),
  size: Type.Integer(),
});
export type CertificationFile = Static<typeof CertificationFile>;

export const CertificationItem = Type.Object({
  id: Type.Integer(),
  company_name: Type.String(),
  registration_no: Type.String(),
  legal_person: Type.String(),
  contact_name: Type.String(),
  contact_phone: Type.String(),
  licence: CertificationFile,
  id_front: CertificationFile,
  id_back: CertificationFile,
  status: Literals(CERTIFICATION_STATUSES),
  reject_reason: Type.String(),
  submitted_at: Type.String(),
  submitted_by_name: Type.String(),
  reviewed_at: Type.Union([Type.String(), Type.Null()]),
});
export type CertificationItem = Static<typeof CertificationItem>;

/** GET /company/info */
export const CompanyInfo = Type.Object({
  enterprise_id: Type.Integer(),
  name: Type.String(),
  company_attestation: CompanyAttestation,
  /** the latest submission, null before the first one */
  certification: Type.Union([CertificationItem, Type.Null()]),
  device_cap: Type.Union([Type.Integer(), Type.Null()], { description: 'null = unlimited (certified)' }),
});
export type CompanyInfo = Static<typeof CompanyInfo>;

const required = (what: Localized, max: number) =>
  Type.String({
    minLength: 1,
    maxLength: max,
    ...messages({ invalid: fieldTooLong(what, max), required: fieldRequired(what) }),
  });

export const CertificationBody = Type.Object({
  company_name: required(CERTIFICATION_LABELS.company_name, 100),
  registration_no: Type.String({
    pattern: CREDIT_CODE_PATTERN,
    ...messages({ invalid: M.registrationNo, required: M.registrationNoRequired }),
  }),
  legal_person: required(CERTIFICATION_LABELS.legal_person, 50),
  contact_name: required(CERTIFICATION_LABELS.contact_name, 50),
  contact_phone: Type.String({
    pattern: '^1[3-9][0-9]{9}$',
    ...messages({ invalid: M.contactPhone, required: M.contactPhoneRequired }),
  }),
  licence_file_id: Type.Integer({ minimum: 1, ...messages({ invalid: M.licence, required: M.licence }) }),
  id_front_file_id: Type.Integer({
    minimum: 1,
    ...messages({ invalid: M.idFront, required: M.idFront }),
  }),
  id_back_file_id: Type.Integer({
    minimum: 1,
    ...messages({ invalid: M.idBack, required: M.idBack }),
  }),
});
export type CertificationBody = Static<typeof CertificationBody>;

export const DevCompanyReviewBody = Type.Object({
  enterprise_id: Id,
  decision: Literals(['approve', 'reject']),
  reason: Type.Optional(Type.String({ maxLength: 200 })),
});
export type DevCompanyReviewBody = Static<typeof DevCompanyReviewBody>;
export const CompanyReviewResult = Type.Object({
  company_attestation: CompanyAttestation,
  certification_id: Type.Integer(),
});

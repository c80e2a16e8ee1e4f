// Enterprise information and certification calls (spec §2 enterprise configuration, §4), and the
// documents' upload through the object-storage flow: GET /common/uploadUrl (purpose
// 'certification': jpg/png/pdf ≤ 10 MB, checked by the server too), then PUT the bytes to the
// signed URL (@console/shared's upload flow).
import type { CertificationBody, CompanyInfo } from '@console/contract';
import { get, post, putFile, uploadTicket } from '@console/shared';

export type { CertificationBody, CompanyInfo };

export const companyKeys = { info: ['org', 'company', 'info'] as const };

export const companyApi = {
  info: async (): Promise<CompanyInfo> => (await get<CompanyInfo>('/company/info')).data,
  submit: async (body: CertificationBody): Promise<CompanyInfo> =>
    (await post<CompanyInfo>('/company/certification', body)).data,
};

/** Certification documents: jpg, png or pdf, at most 10 MB (the server's rule). */
export const DOCUMENT_TYPES = ['jpg', 'jpeg', 'png', 'pdf'];
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Why a chosen file cannot be a document ('type' | 'size'), or null. */
export function documentProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !DOCUMENT_TYPES.includes(ext)) return 'type';
  if (file.size > DOCUMENT_MAX_BYTES) return 'size';
  if (file.size < 1) return 'size';
  return null;
}

/** Uploads one document; resolves with its file id. */
export async function uploadDocument(file: File, onProgress: (percent: number) => void = () => {}): Promise<number> {
  const ticket = await uploadTicket(file, 'certification');
  await putFile(ticket, file, onProgress);
  return ticket.file_id;
}

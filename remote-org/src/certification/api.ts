// Enterprise information and certification calls (spec §2 enterprise configuration, §4), and the
// documents' upload through the object-storage flow: GET /common/uploadUrl (purpose
// 'certification': jpg/png/pdf ≤ 10 MB, checked by the server too), then PUT the bytes to the
// signed URL (no P-Token: the URL is signed).
import type { CertificationBody, CompanyInfo, UploadTicket } from '@console/contract';
import { get, post, resolveBaseURL } from '@console/shared';

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

function storageUrl(url: string, base = resolveBaseURL()): string {
  return /^https?:\/\//i.test(url) ? url : `${base}${url}`;
}

/** Uploads one document; resolves with its file id. */
export async function uploadDocument(file: File, onProgress: (percent: number) => void = () => {}): Promise<number> {
  const ticket = (
    await get<UploadTicket>('/common/uploadUrl', { file_name: file.name, size: file.size, purpose: 'certification' })
  ).data;
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(ticket.method, storageUrl(ticket.upload_url));
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.floor((e.loaded / e.total) * 100));
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`upload failed: HTTP ${xhr.status}`));
    xhr.onerror = () => reject(new Error('upload failed: network error'));
    xhr.send(file);
  });
  return ticket.file_id;
}

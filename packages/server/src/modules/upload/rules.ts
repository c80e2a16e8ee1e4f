// What /common/uploadUrl accepts; the console's upload dialog checks the same rules first.
import { CERTIFICATION_FILE_TYPES, CERTIFICATION_MAX_BYTES } from '@console/contract';
import { MAX_OBJECT_BYTES } from '../../providers/object-storage';
import type { UploadPurpose } from './stored-files';

export const UPLOAD_PURPOSES: readonly UploadPurpose[] = ['phone_file', 'apk', 'certification'];
export const MAX_FILE_NAME = 200;

/** The refusal message for an upload request, or null when it may go ahead. */
export function uploadRequestProblem(q: { file_name: string; size: number; purpose: string }): string | null {
  const name = q.file_name.trim();
  if (!name) return '请选择要上传的文件';
  if (name.length > MAX_FILE_NAME) return `文件名不能超过${MAX_FILE_NAME}个字符`;
  if (q.size < 1) return '文件不能为空';
  if (q.size > MAX_OBJECT_BYTES) return '文件不能超过200MB';
  if (!UPLOAD_PURPOSES.includes(q.purpose as UploadPurpose))
    return `上传用途不正确，可选值：${UPLOAD_PURPOSES.join(', ')}`;
  if (q.purpose === 'apk' && !/\.apk$/i.test(name)) return '请上传 .apk 格式的安装包';
  if (q.purpose === 'certification') return certificationFileProblem(name, q.size);
  return null;
}

export const CERTIFICATION_TYPE_MESSAGE = '请上传 jpg、png 或 pdf 格式的文件';
export const CERTIFICATION_SIZE_MESSAGE = '文件不能超过10MB';

/** Certification documents (licence, ID card): jpg/png/pdf, at most 10 MB; null when fine. */
export function certificationFileProblem(name: string, size: number): string | null {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (!name.includes('.') || !(CERTIFICATION_FILE_TYPES as readonly string[]).includes(ext))
    return CERTIFICATION_TYPE_MESSAGE;
  if (size > CERTIFICATION_MAX_BYTES) return CERTIFICATION_SIZE_MESSAGE;
  return null;
}

/** The content type a stored file is served with, by purpose and name. */
export function contentTypeFor(purpose: string, name: string): string {
  if (purpose === 'apk') return 'application/vnd.android.package-archive';
  const ext = name.toLowerCase().split('.').pop();
  if (purpose === 'certification') {
    if (ext === 'pdf') return 'application/pdf';
    if (ext === 'png') return 'image/png';
    return 'image/jpeg';
  }
  return 'application/octet-stream';
}

// What /common/uploadUrl accepts; the console's upload dialog checks the same rules first.
import { CERTIFICATION_FILE_TYPES, CERTIFICATION_MAX_BYTES } from '@console/contract';
import type { Localized } from '@console/contract/localized';
import { MAX_OBJECT_BYTES } from '../../providers/object-storage';
import type { UploadPurpose } from './stored-files';

export const UPLOAD_PURPOSES: readonly UploadPurpose[] = ['phone_file', 'apk', 'certification'];
export const MAX_FILE_NAME = 200;

export const APK_ONLY_MESSAGE: Localized = { zh: '请上传 .apk 格式的安装包', en: 'Upload an .apk package' };

/** The refusal message for an upload request, or null when it may go ahead. */
export function uploadRequestProblem(q: { file_name: string; size: number; purpose: string }): Localized | null {
  const name = q.file_name.trim();
  if (!name) return { zh: '请选择要上传的文件', en: 'Choose a file to upload' };
  if (name.length > MAX_FILE_NAME)
    return {
      zh: `文件名不能超过${MAX_FILE_NAME}个字符`,
      en: `The file name cannot be longer than ${MAX_FILE_NAME} characters`,
    };
  if (q.size < 1) return { zh: '文件不能为空', en: 'The file is empty' };
  if (q.size > MAX_OBJECT_BYTES) return { zh: '文件不能超过200MB', en: 'The file cannot be larger than 200 MB' };
  if (!UPLOAD_PURPOSES.includes(q.purpose as UploadPurpose))
    return {
      zh: `上传用途不正确，可选值：${UPLOAD_PURPOSES.join(', ')}`,
      en: `Invalid upload purpose. Allowed values: ${UPLOAD_PURPOSES.join(', ')}`,
    };
  if (q.purpose === 'apk' && !/\.apk$/i.test(name)) return APK_ONLY_MESSAGE;
  if (q.purpose === 'certification') return certificationFileProblem(name, q.size);
  return null;
}

export const CERTIFICATION_TYPE_MESSAGE: Localized = {
  zh: '请上传 jpg、png 或 pdf 格式的文件',
  en: 'Upload a jpg, png or pdf file',
};
export const CERTIFICATION_SIZE_MESSAGE: Localized = {
  zh: '文件不能超过10MB',
  en: 'The file cannot be larger than 10 MB',
};

/** Certification documents (licence, ID card): jpg/png/pdf, at most 10 MB; null when fine. */
export function certificationFileProblem(name: string, size: number): Localized | null {
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

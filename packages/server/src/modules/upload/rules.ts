// What /common/uploadUrl accepts; the console's upload dialog checks the same rules first.
import { MAX_OBJECT_BYTES } from '../../providers/object-storage';
import type { UploadPurpose } from './stored-files';

export const UPLOAD_PURPOSES: readonly UploadPurpose[] = ['phone_file', 'apk'];
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
  return null;
}

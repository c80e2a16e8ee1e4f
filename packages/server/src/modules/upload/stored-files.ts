// Files handed to object storage through /common/uploadUrl.
//
//   requireStoredFile(db: Db, storage: ObjectStorage, enterpriseId: number, fileId: number)
//     : Promise<StoredFile>
// Call it wherever a file_id is consumed (/app/add, /phone/uploadYunPhone…). It returns the
// enterprise's file once its bytes are in the bucket, marking a 'pending' row 'stored' on the way
// (the browser PUTs straight to storage, so the server only learns of it by looking).
// Unknown or other-enterprise id → 40004 `文件不存在`; bytes missing or of another size →
// 40009 `文件尚未上传完成` (bytes of another size are deleted).
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import type { ObjectStorage } from '../../providers/object-storage';
import type { Localized } from '@console/contract/localized';

export type StoredFile = typeof storedFiles.$inferSelect;
export type UploadPurpose = 'phone_file' | 'apk' | 'certification';

export const FILE_NOT_FOUND_MESSAGE: Localized = { zh: '文件不存在', en: 'File not found' };
export const FILE_NOT_UPLOADED_MESSAGE: Localized = {
  zh: '文件尚未上传完成',
  en: 'The file has not finished uploading',
};

export async function requireStoredFile(
  db: Db,
  storage: ObjectStorage,
  enterpriseId: number,
  fileId: number,
): Promise<StoredFile> {
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.enterpriseId, enterpriseId)))
    .limit(1);
  if (!file) throw new AppError(Code.NOT_FOUND, FILE_NOT_FOUND_MESSAGE);
  if (file.status === 'stored') return file;
  const size = await storage.size(file.objectKey);
  if (size === null) throw new AppError(Code.CONFLICT, FILE_NOT_UPLOADED_MESSAGE);
  if (size !== file.sizeBytes) {
    // a bucket that let other bytes in (a real one without signed length): they do not stay
    await storage.delete(file.objectKey);
    throw new AppError(Code.CONFLICT, FILE_NOT_UPLOADED_MESSAGE);
  }
  await db.update(storedFiles).set({ status: 'stored' }).where(eq(storedFiles.id, file.id));
  return { ...file, status: 'stored' };
}

const MAX_NAME_IN_KEY = 120;

/** The file name reduced to the characters object keys allow (letters, digits, . _ -). */
export function keySafeName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  let safe = base.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._-]+/, '');
  if (safe.length > MAX_NAME_IN_KEY) {
    const dot = safe.lastIndexOf('.');
    const ext = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : '';
    safe = safe.slice(0, MAX_NAME_IN_KEY - ext.length) + ext;
  }
  return safe || 'file';
}

/** `<enterpriseId>/<purpose>/<random>/<safe name>`: never guessable, never colliding. */
export function objectKeyFor(enterpriseId: number, purpose: UploadPurpose, fileName: string): string {
  return `${enterpriseId}/${purpose}/${randomBytes(12).toString('hex')}/${keySafeName(fileName)}`;
}

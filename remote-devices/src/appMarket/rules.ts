// Pure rules of the app market screens, the same ones the server applies
// (packages/server/src/modules/upload/rules.ts, modules/app-market/rules.ts).

export const MAX_APK_BYTES = 200 * 1024 * 1024;
export const MAX_FILE_NAME = 200;
export const PACKAGE_NAME = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
export const LIMITS = { name: 100, packageName: 150, version: 30, description: 500 } as const;

/** Bytes as people read them: 512 B, 1.5 KB, 265.4 MB, 1.2 GB. */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '-';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v >= 100 ? Math.round(v) : Number(v.toFixed(1))} ${units[i]}`;
}

/** The i18n key (under appMarket.) of what is wrong with a chosen APK, or null. */
export function apkFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.apk$/i.test(file.name)) return 'upload.notApk';
  if (file.name.length > MAX_FILE_NAME) return 'upload.nameTooLong';
  if (file.size < 1) return 'upload.empty';
  if (file.size > MAX_APK_BYTES) return 'upload.tooLarge';
  return null;
}

/** A starting app name: the file name without .apk. */
export function defaultAppName(fileName: string): string {
  return fileName.replace(/\.apk$/i, '').slice(0, LIMITS.name);
}

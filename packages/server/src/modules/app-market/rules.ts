// What an app entry must look like (/app/add); the console's form checks the same rules first.

export const PACKAGE_NAME = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
export const MAX_ICON_CHARS = 200_000;

export interface AppEntry {
  name: string;
  package_name: string;
  version: string;
  description?: string;
  icon?: string;
}

/** The refusal message for an app entry, or null when it is acceptable. */
export function appEntryProblem(a: AppEntry): string | null {
  const name = a.name.trim();
  if (!name) return '请输入应用名称';
  if (name.length > 100) return '应用名称不能超过100个字符';
  const pkg = a.package_name.trim();
  if (!pkg) return '请输入应用包名';
  if (pkg.length > 150 || !PACKAGE_NAME.test(pkg)) return '应用包名格式不正确，例如 com.example.app';
  const version = a.version.trim();
  if (!version) return '请输入版本号';
  if (version.length > 30) return '版本号不能超过30个字符';
  if ((a.description ?? '').length > 500) return '应用描述不能超过500个字符';
  const icon = a.icon ?? '';
  if (icon && (!icon.startsWith('data:image/') || icon.length > MAX_ICON_CHARS)) return '应用图标格式不正确';
  return null;
}

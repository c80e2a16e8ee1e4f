// What an app entry must look like (/app/add); the console's form checks the same rules first.
import type { Localized } from '@console/contract/localized';

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
export function appEntryProblem(a: AppEntry): Localized | null {
  const name = a.name.trim();
  if (!name) return { zh: '请输入应用名称', en: 'Enter an app name' };
  if (name.length > 100)
    return { zh: '应用名称不能超过100个字符', en: 'The app name cannot be longer than 100 characters' };
  const pkg = a.package_name.trim();
  if (!pkg) return { zh: '请输入应用包名', en: 'Enter a package name' };
  if (pkg.length > 150 || !PACKAGE_NAME.test(pkg))
    return { zh: '应用包名格式不正确，例如 com.example.app', en: 'Invalid package name, e.g. com.example.app' };
  const version = a.version.trim();
  if (!version) return { zh: '请输入版本号', en: 'Enter a version' };
  if (version.length > 30)
    return { zh: '版本号不能超过30个字符', en: 'The version cannot be longer than 30 characters' };
  if ((a.description ?? '').length > 500)
    return { zh: '应用描述不能超过500个字符', en: 'The description cannot be longer than 500 characters' };
  const icon = a.icon ?? '';
  if (icon && (!icon.startsWith('data:image/') || icon.length > MAX_ICON_CHARS))
    return { zh: '应用图标格式不正确', en: 'Invalid app icon' };
  return null;
}

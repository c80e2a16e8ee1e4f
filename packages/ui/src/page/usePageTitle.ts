// Each screen names itself in the browser tab and history ("云手机列表 - 云手机企业控制台"),
// so a screen-reader user hears where they landed (WCAG 2.4.2 Page Titled).
import { useEffect } from 'react';
import { usePageText } from './i18n';

export function pageTitle(title: string | undefined, consoleName: string): string {
  const own = title?.trim();
  return own ? `${own} - ${consoleName}` : consoleName;
}

/** Sets document.title to `${title} - <console name>` while the calling screen is shown. */
export function usePageTitle(title: string | undefined): void {
  const t = usePageText();
  const full = pageTitle(title, t('consoleName'));
  useEffect(() => {
    document.title = full;
  }, [full]);
}

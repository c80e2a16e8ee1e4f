import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The console's "<screen> - <console name>" (@console/ui usePageTitle needs the console's i18n). */
export function useDocumentTitle(screen: string): void {
  const { t } = useTranslation('host');
  const name = t('app.title');
  useEffect(() => {
    document.title = `${screen} - ${name}`;
  }, [screen, name]);
}

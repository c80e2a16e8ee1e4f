// The frame of the signed-out pages (/login, /auth): the console's name, the manual and the
// language menu above one card.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from './LanguageMenu';
import { SignInStyles } from './styles';

export function SignedOutFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('host');
  return (
    <div className="si-page">
      <SignInStyles />
      <header className="si-header">
        <a className="si-brand" href="/">
          {t('app.title')}
        </a>
        <span className="si-tools">
          <a className="si-link" href="/operationManual">
            {t('login.manual')}
          </a>
          <LanguageMenu />
        </span>
      </header>
      <main className="si-main">
        <div className="si-card">{children}</div>
      </main>
    </div>
  );
}

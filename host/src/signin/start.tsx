// The signed-out entry (issue 37): /login and /auth on their own page load. It draws them with
// React, i18next and @console/shared/signin only; the console (antd, router, query cache, axios,
// the shell) loads after sign-in, on the next page.
import { addResources, initI18n } from '@console/shared/signin';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import en from '../i18n/en.json';
import zh from '../i18n/zh.json';
import { AuthPage } from './AuthPage';
import { signedOutPage } from './paths';
import { SignInPage } from './SignInPage';

initI18n();
addResources('host', { zh, en });

createRoot(document.getElementById('root')!).render(
  <StrictMode>{signedOutPage(window.location.pathname) === 'auth' ? <AuthPage /> : <SignInPage />}</StrictMode>,
);

// /auth (spec §2, §4 "Login by code"): ?code= signs in with a one-time code; a token holder
// goes on; anyone else is told the session ended and offered the login page.
import { getToken, session } from '@console/shared';
import { App, Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH, LOGIN_PATH, safeRedirect } from '../../routes/table';
import { BarePage } from '../BarePage';

// A code is single-use: StrictMode's double effect (or a re-render) must not spend it twice.
const attempts = new Map<string, Promise<void>>();

function loginByCodeOnce(code: string): Promise<void> {
  let p = attempts.get(code);
  if (!p) {
    p = session.loginByCode(code);
    attempts.set(code, p);
  }
  return p;
}

export function AuthPage() {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const redirect = safeRedirect(params.get('redirect'));
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    if (!code) return;
    let alive = true;
    loginByCodeOnce(code).then(
      () => {
        if (alive) void navigate(redirect ?? HOME_PATH, { replace: true });
      },
      (err: unknown) => {
        if (!alive) return;
        const text = err instanceof Error && err.message ? err.message : t('auth.codeFailed');
        setFailure(text);
        void message.error(text);
      },
    );
    return () => {
      alive = false;
    };
  }, [code, redirect, navigate, message, t]);

  if (code && !failure) {
    return (
      <BarePage>
        <Result icon={<Spin size="large" />} title={t('auth.signingIn')} />
      </BarePage>
    );
  }
  if (!code && getToken()) return <Navigate to={redirect ?? HOME_PATH} replace />;

  const loginTo = redirect ? `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}` : LOGIN_PATH;
  return (
    <BarePage>
      <Result
        status={failure ? 'error' : 'warning'}
        title={failure ? t('auth.codeFailed') : t('auth.endedTitle')}
        subTitle={failure ?? t('auth.endedSubTitle')}
        extra={
          <Button type="primary" onClick={() => navigate(loginTo, { replace: true })} data-testid="auth-to-login">
            {t('auth.toLogin')}
          </Button>
        }
      />
    </BarePage>
  );
}

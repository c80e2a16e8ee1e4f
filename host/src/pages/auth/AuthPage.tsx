// /auth (spec §2, §4 "Login by code"): ?code= signs in with a one-time code (through the same
// checks as a password login: a terminal that must be approved waits here); a token holder
// goes on; anyone else is offered the login page: told their session ended only when this browser
// had one (./sessionTrace), a first-time visitor is greeted neutrally.
import { getTerminalId, getToken, session, type LoginOutcome } from '@console/shared';
import { usePageTitle } from '@console/ui';
import { App, Button, Result, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH, LOGIN_PATH, safeRedirect } from '../../routes/table';
import { BarePage } from '../BarePage';
import { WaitingApproval } from '../../signin/WaitingApproval';
import { authGreeting, hadSession } from './sessionTrace';

// A code is single-use: StrictMode's double effect (or a re-render) must not spend it twice.
const attempts = new Map<string, Promise<LoginOutcome>>();

function loginByCodeOnce(code: string): Promise<LoginOutcome> {
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
  const [waiting, setWaiting] = useState<NonNullable<LoginOutcome>['waiting']>();
  const state: unknown = useLocation().state;
  const [greeting] = useState(() => authGreeting(state, hadSession()));
  usePageTitle(failure ? t('auth.codeFailed') : t(`auth.${greeting}Title`));

  const fail = useCallback(
    (text: string) => {
      setWaiting(undefined);
      setFailure(text);
      void message.error(text);
    },
    [message],
  );

  useEffect(() => {
    if (!code) return;
    let alive = true;
    loginByCodeOnce(code).then(
      (outcome) => {
        if (!alive) return;
        if (outcome) setWaiting(outcome.waiting);
        else void navigate(redirect ?? HOME_PATH, { replace: true });
      },
      (err: unknown) => {
        if (alive) fail(err instanceof Error && err.message ? err.message : t('auth.codeFailed'));
      },
    );
    return () => {
      alive = false;
    };
  }, [code, redirect, navigate, fail, t]);

  const loginTo = redirect ? `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}` : LOGIN_PATH;
  if (waiting && !failure) {
    return (
      <BarePage>
        <WaitingApproval
          ticket={waiting.ticket}
          pollMs={waiting.poll_ms}
          terminalId={getTerminalId()}
          poll={session.terminalLogin}
          onApproved={() => void navigate(redirect ?? HOME_PATH, { replace: true })}
          onRefused={fail}
          onCancel={() => void navigate(loginTo, { replace: true })}
        />
      </BarePage>
    );
  }
  if (code && !failure) {
    return (
      <BarePage>
        <Result icon={<Spin size="large" />} title={t('auth.signingIn')} />
      </BarePage>
    );
  }
  if (!code && getToken()) return <Navigate to={redirect ?? HOME_PATH} replace />;

  return (
    <BarePage>
      <Result
        status={failure ? 'error' : greeting === 'ended' ? 'warning' : 'info'}
        title={
          <h1 style={{ fontSize: 'inherit', margin: 0 }} data-testid={`auth-${failure ? 'failed' : greeting}`}>
            {failure ? t('auth.codeFailed') : t(`auth.${greeting}Title`)}
          </h1>
        }
        subTitle={failure ?? t(`auth.${greeting}SubTitle`)}
        extra={
          <Button type="primary" onClick={() => navigate(loginTo, { replace: true })} data-testid="auth-to-login">
            {t('auth.toLogin')}
          </Button>
        }
      />
    </BarePage>
  );
}

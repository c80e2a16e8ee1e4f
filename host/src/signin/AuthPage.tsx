// /auth (spec §2, §4 "Login by code"), on the signed-out entry (issue 37): where the guard sends a
// visitor without a session. ?code= signs in with a one-time code through the same checks as a
// password login (a terminal that must be approved waits here); a token holder goes on into the
// console; anyone else is offered the login page, told their session ended only when this browser
// had one (./sessionTrace), a first-time visitor greeted neutrally.
import { CloseCircleFilled, ExclamationCircleFilled, LoadingOutlined, WarningFilled } from '@ant-design/icons';
import { getToken, type LoginOutcome, signIn } from '@console/shared/signin';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enterConsole, LOGIN_PATH, safeRedirect } from './paths';
import { authGreeting } from './sessionTrace';
import { SignedOutFrame } from './SignedOutFrame';
import { useDocumentTitle } from './useDocumentTitle';
import { WaitingApproval } from './WaitingApproval';

// A code is single-use: StrictMode's double effect (or a re-render) must not spend it twice.
const attempts = new Map<string, Promise<LoginOutcome>>();

function loginByCodeOnce(code: string): Promise<LoginOutcome> {
  let p = attempts.get(code);
  if (!p) {
    p = signIn.loginByCode(code);
    attempts.set(code, p);
  }
  return p;
}

type Tone = 'info' | 'warning' | 'error';
// antd Result's icons and colours for these statuses
const ICONS: Record<Tone, ReactNode> = {
  info: <ExclamationCircleFilled />,
  warning: <WarningFilled />,
  error: <CloseCircleFilled />,
};

export function AuthPage() {
  const { t } = useTranslation('host');
  const [params] = useState(() => new URLSearchParams(window.location.search));
  const code = params.get('code');
  const redirect = safeRedirect(params.get('redirect'));
  const [failure, setFailure] = useState<string>();
  const [waiting, setWaiting] = useState<NonNullable<LoginOutcome>['waiting']>();
  const [greeting] = useState(authGreeting);
  const signedIn = !code && Boolean(getToken());
  useDocumentTitle(failure ? t('auth.codeFailed') : t(`auth.${greeting}Title`));

  const enter = () => enterConsole(redirect ?? '/');
  const loginTo = redirect ? `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}` : LOGIN_PATH;
  const fail = (text: string) => {
    setWaiting(undefined);
    setFailure(text);
  };

  useEffect(() => {
    // spec §2: with a token, /auth passes through
    if (signedIn) enterConsole(redirect ?? '/');
  }, [signedIn, redirect]);

  useEffect(() => {
    if (!code) return;
    let alive = true;
    loginByCodeOnce(code).then(
      (outcome) => {
        if (!alive) return;
        if (outcome) setWaiting(outcome.waiting);
        else enterConsole(redirect ?? '/');
      },
      (err: unknown) => {
        if (!alive) return;
        setFailure(err instanceof Error && err.message ? err.message : t('auth.codeFailed'));
      },
    );
    return () => {
      alive = false;
    };
  }, [code, redirect, t]);

  if (signedIn) return null;
  if (waiting && !failure) {
    return (
      <SignedOutFrame>
        <WaitingApproval
          ticket={waiting.ticket}
          pollMs={waiting.poll_ms}
          onApproved={enter}
          onRefused={fail}
          onCancel={() => window.location.replace(loginTo)}
        />
      </SignedOutFrame>
    );
  }
  if (code && !failure) {
    return (
      <SignedOutFrame>
        <div className="si-result">
          <div className="si-result-icon" aria-hidden>
            <LoadingOutlined />
          </div>
          <p className="si-result-title" role="status">
            {t('auth.signingIn')}
          </p>
        </div>
      </SignedOutFrame>
    );
  }

  const tone: Tone = failure ? 'error' : greeting === 'ended' ? 'warning' : 'info';
  return (
    <SignedOutFrame>
      <div className="si-result">
        <div className={`si-result-icon si-result-${tone}`} aria-hidden>
          {ICONS[tone]}
        </div>
        <h1 className="si-result-title" data-testid={`auth-${failure ? 'failed' : greeting}`}>
          {failure ? t('auth.codeFailed') : t(`auth.${greeting}Title`)}
        </h1>
        <p className="si-result-text" role={failure ? 'alert' : undefined}>
          {failure ?? t(`auth.${greeting}SubTitle`)}
        </p>
        <a className="si-btn si-btn-primary" href={loginTo} data-testid="auth-to-login">
          {t('auth.toLogin')}
        </a>
      </div>
    </SignedOutFrame>
  );
}

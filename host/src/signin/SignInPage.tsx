// /login (spec §4 Login, §5 Login validation): role choice, password login, phone + SMS code
// login, registration (invite code from ?invite_code=). It is the signed-out entry (./start): a page
// load of its own with no antd, router, axios or query cache (issue 37). Signed in, it loads the
// console at ?redirect= or `/`, whose start route picks the member's first screen (docs/roles.md).
// Every login sends this browser's terminal id (spec §6); a staff login from a terminal that needs
// approval shows the waiting panel, which enters by itself once a superior approves.
import type { LoginOutcome, LoginRole } from '@console/shared/signin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormProps } from './forms';
import { PasswordForm } from './PasswordForm';
import { enterConsole, safeRedirect } from './paths';
import { RegisterForm } from './RegisterForm';
import { SignedOutFrame } from './SignedOutFrame';
import { SmsForm } from './SmsForm';
import { Tabs } from './Tabs';
import { useDocumentTitle } from './useDocumentTitle';
import { WaitingApproval } from './WaitingApproval';

type Tab = 'password' | 'sms' | 'register';
type Notice = { text: string; ok: boolean };

function errorText(err: unknown, fallback: string): string {
  return err instanceof Error && err.message ? err.message : fallback;
}

export function SignInPage() {
  const { t } = useTranslation('host');
  const [params] = useState(() => new URLSearchParams(window.location.search));
  const inviteCode = params.get('invite_code') ?? '';
  const [tab, setTab] = useState<Tab>(inviteCode ? 'register' : 'password');
  const [role, setRole] = useState<LoginRole>('admin');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** A staff login waiting for its terminal's approval: the one-time ticket it polls with. */
  const [waiting, setWaiting] = useState<{ ticket: string; pollMs: number } | null>(null);

  useDocumentTitle(t('login.submit'));

  const enter = () => enterConsole(safeRedirect(params.get('redirect')) ?? '/');

  const submit = (call: () => Promise<LoginOutcome>, fallback: string) => {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    call().then(
      (outcome) => {
        if (!outcome) return enter(); // stays busy until the console's page replaces this one
        setWaiting({ ticket: outcome.waiting.ticket, pollMs: outcome.waiting.poll_ms });
        setBusy(false);
      },
      (err: unknown) => {
        setNotice({ text: errorText(err, fallback), ok: false });
        setBusy(false);
      },
    );
  };

  const formProps: FormProps = { role, onRole: setRole, busy, submit, onNotice: setNotice };
  const changeTab = (next: Tab) => {
    setTab(next);
    setNotice(null);
  };

  return (
    <SignedOutFrame>
      <h1 className="si-title">{t('login.title')}</h1>
      <p className="si-subtitle">{t('login.subtitle')}</p>
      {notice && (
        <div className={`si-alert${notice.ok ? ' si-alert-success' : ''}`} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </div>
      )}
      {waiting ? (
        <WaitingApproval
          ticket={waiting.ticket}
          pollMs={waiting.pollMs}
          onApproved={enter}
          onRefused={(text) => {
            setWaiting(null);
            setNotice({ text, ok: false });
          }}
          onCancel={() => setWaiting(null)}
        />
      ) : (
        <Tabs<Tab>
          active={tab}
          onChange={changeTab}
          items={[
            { key: 'password', label: t('login.tabPassword'), panel: <PasswordForm {...formProps} /> },
            { key: 'sms', label: t('login.tabSms'), panel: <SmsForm {...formProps} /> },
            {
              key: 'register',
              label: t('login.tabRegister'),
              panel: <RegisterForm {...formProps} inviteCode={inviteCode} />,
            },
          ]}
        />
      )}
    </SignedOutFrame>
  );
}

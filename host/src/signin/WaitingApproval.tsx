// A staff login from a terminal that needs a superior's approval (spec §6 authorization methods):
// the login answered 20201 with a one-time ticket. This panel says so, shows the terminal id (so
// the member can tell their superior which browser it is) and asks again every 3 s with the
// ticket until the token comes (approved → onApproved) or a refusal (rejected → onRefused).
// Cancel stops asking; the request stays with the superior. Drawn without antd: the signed-out
// pages show it: /login, and /auth for a login by code from a new terminal.
import { ClockCircleOutlined, CopyOutlined } from '@ant-design/icons';
import { getTerminalId, type LoginOutcome, signIn } from '@console/shared/signin';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInStyles } from './styles';

export const POLL_MS = 3000;

export interface WaitingApprovalProps {
  ticket: string;
  /** this browser's terminal id (default: the stored one) */
  terminalId?: string;
  /** ms between polls (the server's poll_ms; default 3000) */
  pollMs?: number;
  /** asks with the ticket (default: signIn.terminalLogin) */
  poll?: (ticket: string) => Promise<LoginOutcome>;
  onApproved: () => void;
  onRefused: (message: string) => void;
  onCancel: () => void;
}

export function WaitingApproval({
  ticket,
  terminalId = getTerminalId(),
  pollMs,
  poll = (withTicket) => signIn.terminalLogin(withTicket),
  onApproved,
  onRefused,
  onCancel,
}: WaitingApprovalProps) {
  const { t } = useTranslation('host');
  const busy = useRef(false);
  const [copied, setCopied] = useState(false);

  const ask = useEffectEvent(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const outcome = await poll(ticket);
      if (!outcome) onApproved();
    } catch (err) {
      onRefused(err instanceof Error && err.message ? err.message : t('login.waiting.refused'));
    } finally {
      busy.current = false;
    }
  });

  useEffect(() => {
    const id = window.setInterval(() => void ask(), pollMs ?? POLL_MS);
    return () => window.clearInterval(id);
  }, [ticket, pollMs]);

  const copy = () => {
    void navigator.clipboard?.writeText(terminalId).then(() => setCopied(true));
  };

  return (
    <div className="si-result" data-testid="login-waiting">
      <SignInStyles />
      <div className="si-result-icon" aria-hidden>
        <ClockCircleOutlined />
      </div>
      <p className="si-result-title" role="status">
        {t('login.waiting.title')}
      </p>
      <p className="si-result-text">{t('login.waiting.text')}</p>
      <p className="si-result-text">
        {t('login.waiting.terminal')}
        <code className="si-code" data-testid="login-terminal-id">
          {terminalId}
        </code>
        <button type="button" className="si-toggle" onClick={copy} aria-label={t('login.waiting.copy')}>
          <CopyOutlined aria-hidden />
        </button>
        <span role="status">{copied ? t('login.waiting.copied') : ''}</span>
      </p>
      <button type="button" className="si-btn" onClick={onCancel} data-testid="login-waiting-cancel">
        {t('login.waiting.cancel')}
      </button>
    </div>
  );
}

// A staff login from a terminal that needs a superior's approval (spec §6 authorization methods):
// the login answered 20201 with a one-time ticket. This panel says so, shows the terminal id (so
// the member can tell their superior which browser it is) and asks again every 3 s with the
// ticket until the token comes (approved → onApproved) or a refusal (rejected → onRefused).
// Cancel stops asking; the request stays with the superior.
import { ClockCircleOutlined } from '@ant-design/icons';
import { session } from '@console/shared';
import { Button, Result, Typography } from 'antd';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export const POLL_MS = 3000;

export interface WaitingApprovalProps {
  ticket: string;
  terminalId: string;
  /** ms between polls (the server's poll_ms; default 3000) */
  pollMs?: number;
  onApproved: () => void;
  onRefused: (message: string) => void;
  onCancel: () => void;
}

export function WaitingApproval({ ticket, terminalId, pollMs, onApproved, onRefused, onCancel }: WaitingApprovalProps) {
  const { t } = useTranslation('host');
  const busy = useRef(false);

  const poll = useEffectEvent(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const outcome = await session.terminalLogin(ticket);
      if (!outcome) onApproved();
    } catch (err) {
      onRefused(err instanceof Error && err.message ? err.message : t('login.waiting.refused'));
    } finally {
      busy.current = false;
    }
  });

  useEffect(() => {
    const id = window.setInterval(() => void poll(), pollMs ?? POLL_MS);
    return () => window.clearInterval(id);
  }, [ticket, pollMs]);

  return (
    <Result
      icon={<ClockCircleOutlined aria-hidden />}
      title={<span role="status">{t('login.waiting.title')}</span>}
      subTitle={t('login.waiting.text')}
      data-testid="login-waiting"
      extra={
        <Button onClick={onCancel} data-testid="login-waiting-cancel">
          {t('login.waiting.cancel')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 0 }}>
        {t('login.waiting.terminal')}{' '}
        <Typography.Text code copyable={{ text: terminalId }} data-testid="login-terminal-id">
          {terminalId}
        </Typography.Text>
      </Typography.Paragraph>
    </Result>
  );
}

// 获取验证码 (spec §9: resend countdown 60 s): checks its form's phone field, calls POST /sms/code,
// then stays disabled showing '60s后重新获取' until the countdown ends.
import { signIn } from '@console/shared/signin';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormState } from './useForm';

export const SMS_COUNTDOWN_SECONDS = 60;

export interface SmsCodeButtonProps {
  form: FormState<{ phone: string; smsCode: string }>;
  scene: 'login' | 'register';
  /** what the page says: the code was sent, or why not */
  onNotice: (notice: { text: string; ok: boolean }) => void;
}

export function SmsCodeButton({ form, scene, onNotice }: SmsCodeButtonProps) {
  const { t } = useTranslation('host');
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const left = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until <= Date.now()) return;
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, [until]);

  const send = async () => {
    if (sending || !form.checkField('phone')) return; // the field shows its own message
    setSending(true);
    try {
      await signIn.sendSmsCode({ phone: form.values.phone.trim(), scene }, t('login.failed'));
      onNotice({ text: t('login.codeSent'), ok: true });
      const start = Date.now();
      setNow(start);
      setUntil(start + SMS_COUNTDOWN_SECONDS * 1000);
    } catch (err) {
      onNotice({ text: err instanceof Error && err.message ? err.message : t('login.failed'), ok: false });
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className="si-btn"
      onClick={() => void send()}
      disabled={left > 0}
      aria-busy={sending || undefined}
      data-testid={`sms-code-${scene}`}
    >
      {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.sendCode')}
    </button>
  );
}

// 获取验证码 (spec §9: resend countdown 60 s): validates the phone field of its form, calls
// POST /sms/code, then stays disabled showing '60s后重新获取' until the countdown ends.
import { userApi } from '@console/shared';
import { App, Button, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SMS_COUNTDOWN_SECONDS = 60;

export function SmsCodeButton({ form, scene }: { form: FormInstance; scene: 'login' | 'register' }) {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
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
    let phone: string;
    try {
      const values = (await form.validateFields(['phone'])) as { phone?: unknown };
      phone = String(values.phone).trim();
    } catch {
      return; // the field shows its own message
    }
    setSending(true);
    try {
      const res = await userApi.sendSmsCode({ phone, scene }, { noGlobalError: true });
      if (res.code === 0) {
        void message.success(t('login.codeSent'));
        const start = Date.now();
        setNow(start);
        setUntil(start + SMS_COUNTDOWN_SECONDS * 1000);
      } else {
        void message.error(res.message || t('login.failed'));
      }
    } catch {
      // transport failure: the request layer already showed the error
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      onClick={() => void send()}
      disabled={left > 0}
      loading={sending}
      data-testid={`sms-code-${scene}`}
      style={{ minWidth: 128 }}
    >
      {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.sendCode')}
    </Button>
  );
}

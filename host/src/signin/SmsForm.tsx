// 验证码登录: role, phone and the SMS code (spec §5: phone trimmed, both required).
import { getTerminalId, signIn } from '@console/shared/signin';
import { useTranslation } from 'react-i18next';
import { type FormProps, onValidSubmit } from './forms';
import { PhoneAndCode } from './PhoneAndCode';
import { RoleChoice } from './RoleChoice';
import { required, usePhoneRule } from './rules';
import { SubmitButton } from './SubmitButton';
import { useForm } from './useForm';

export function SmsForm({ role, onRole, busy, submit, onNotice }: FormProps) {
  const { t } = useTranslation('host');
  const form = useForm(
    'login-sms',
    { phone: '', smsCode: '' },
    { phone: usePhoneRule(), smsCode: required(t('login.smsCodeRequired')) },
  );
  const { phone, smsCode } = form.values;
  return (
    <form
      noValidate
      onSubmit={onValidSubmit(form.checkAll, () =>
        submit(
          () => signIn.login({ phone, smsCode: smsCode.trim(), role, terminal_code: getTerminalId() }),
          t('login.failed'),
        ),
      )}
    >
      <RoleChoice value={role} onChange={onRole} />
      <PhoneAndCode form={form} scene="login" onNotice={onNotice} />
      <SubmitButton busy={busy} label={t('login.submit')} testId="login-submit-sms" />
    </form>
  );
}

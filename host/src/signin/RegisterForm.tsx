// 注册: phone + SMS code, a member password (6-30) twice, an optional invite code (from
// ?invite_code=); success signs the new boss in.
import { TagOutlined } from '@ant-design/icons';
import { isMemberPassword, PASSWORD_MISMATCH_MESSAGE, signIn, useLocalized } from '@console/shared/signin';
import { useTranslation } from 'react-i18next';
import { Field, PasswordField } from './Field';
import { type FormProps, onValidSubmit } from './forms';
import { PhoneAndCode } from './PhoneAndCode';
import { required, usePhoneRule } from './rules';
import { SubmitButton } from './SubmitButton';
import { useForm } from './useForm';

export function RegisterForm({ busy, submit, onNotice, inviteCode }: FormProps & { inviteCode: string }) {
  const { t } = useTranslation('host');
  const say = useLocalized();
  const form = useForm(
    'register',
    { phone: '', smsCode: '', password: '', confirm: '', code: inviteCode },
    {
      phone: usePhoneRule(),
      smsCode: required(t('login.smsCodeRequired')),
      password: required(
        t('login.passwordRequired'),
        (v) => (isMemberPassword(v) ? undefined : t('login.passwordLength')),
        false,
      ),
      confirm: required(
        t('login.confirmRequired'),
        (v, all) => (v === all.password ? undefined : say(PASSWORD_MISMATCH_MESSAGE)),
        false,
      ),
    },
  );
  const { phone, smsCode, password, code } = form.values;
  const register = async () => {
    const body = { phone: phone.trim(), smsCode: smsCode.trim(), password, code: code.trim() || undefined };
    await signIn.register(body, t('login.registerFailed'));
    return undefined; // signed in
  };
  return (
    <form noValidate onSubmit={onValidSubmit(form.checkAll, () => submit(register, t('login.registerFailed')))}>
      <PhoneAndCode form={form} scene="register" onNotice={onNotice} />
      <PasswordField form={form} name="password" label={t('login.registerPassword')} autoComplete="new-password" />
      <PasswordField form={form} name="confirm" label={t('login.confirm')} autoComplete="new-password" />
      <Field form={form} name="code" label={t('login.inviteCode')} icon={<TagOutlined />} />
      <SubmitButton busy={busy} label={t('login.registerSubmit')} testId="register-submit" />
    </form>
  );
}

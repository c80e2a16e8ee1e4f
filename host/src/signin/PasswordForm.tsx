// 密码登录: role, username and password (spec §4, §5: username trimmed, password ≥ 6).
import { UserOutlined } from '@ant-design/icons';
import { getTerminalId, isLoginPassword, signIn } from '@console/shared/signin';
import { useTranslation } from 'react-i18next';
import { Field, PasswordField } from './Field';
import { type FormProps, onValidSubmit } from './forms';
import { RoleChoice } from './RoleChoice';
import { required } from './rules';
import { SubmitButton } from './SubmitButton';
import { useForm } from './useForm';

export function PasswordForm({ role, onRole, busy, submit }: FormProps) {
  const { t } = useTranslation('host');
  const form = useForm(
    'login-password',
    { username: '', password: '' },
    {
      username: required(t('login.usernameRequired')),
      password: required(
        t('login.passwordRequired'),
        (v) => (isLoginPassword(v) ? undefined : t('login.passwordMin')),
        false,
      ),
    },
  );
  const { username, password } = form.values;
  return (
    <form
      noValidate
      onSubmit={onValidSubmit(form.checkAll, () =>
        submit(() => signIn.login({ username, password, role, terminal_code: getTerminalId() }), t('login.failed')),
      )}
    >
      <RoleChoice value={role} onChange={onRole} />
      <Field form={form} name="username" label={t('login.username')} icon={<UserOutlined />} autoComplete="username" />
      <PasswordField form={form} name="password" label={t('login.password')} autoComplete="current-password" />
      <SubmitButton busy={busy} label={t('login.submit')} testId="login-submit-password" />
    </form>
  );
}

// 登录角色 (spec §6: boss or employee), antd Segmented's look on native radios: one tab stop, the
// arrows change it, and the group is named by its legend (issue 34).
import type { LoginRole } from '@console/shared/signin';
import { useTranslation } from 'react-i18next';

export function RoleChoice({ value, onChange }: { value: LoginRole; onChange: (role: LoginRole) => void }) {
  const { t } = useTranslation('host');
  const roles: [LoginRole, string][] = [
    ['admin', t('login.roleBoss')],
    ['staff', t('login.roleStaff')],
  ];
  return (
    <fieldset className="si-field">
      <legend className="si-label">{t('login.role')}</legend>
      <div className="si-segmented" data-testid="login-role">
        {roles.map(([role, label]) => (
          <label key={role} className="si-segment">
            <input
              type="radio"
              name="login-role"
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

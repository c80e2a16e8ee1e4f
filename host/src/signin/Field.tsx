// One labelled input of a sign-in form, drawn like antd's Form.Item + Input: the label above, an
// icon before the text, the rule's message below (announced, and named by aria-describedby). A
// password field has the show/hide toggle, a 24 px target (WCAG 2.5.8) named for what it does.
import { EyeInvisibleOutlined, EyeOutlined, LockOutlined } from '@ant-design/icons';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId, type FormState, type Values } from './useForm';

export interface FieldProps<V extends Values> {
  form: FormState<V>;
  name: keyof V & string;
  label: string;
  icon: ReactNode;
  type?: 'text' | 'password' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  /** drawn after the input, joined to it (the SMS code's send button) */
  addon?: ReactNode;
}

export function Field<V extends Values>({
  form,
  name,
  label,
  icon,
  type = 'text',
  autoComplete,
  maxLength,
  addon,
}: FieldProps<V>) {
  const { t } = useTranslation('host');
  const [shown, setShown] = useState(false);
  const id = fieldId(form, name);
  const error = form.errors[name];
  const input = (
    <span className={`si-input${error ? ' si-input-invalid' : ''}`}>
      <span className="si-icon" aria-hidden>
        {icon}
      </span>
      <input
        id={id}
        name={name}
        type={type === 'password' && shown ? 'text' : type}
        value={form.values[name]}
        onChange={(e) => form.set(name, e.target.value)}
        placeholder={label}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {type === 'password' && (
        <button
          type="button"
          className="si-toggle"
          onClick={() => setShown((s) => !s)}
          aria-label={t(shown ? 'login.hidePassword' : 'login.showPassword')}
          aria-pressed={shown}
        >
          {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      )}
    </span>
  );
  return (
    <div className={`si-field${error ? ' si-field-invalid' : ''}`}>
      <label className="si-label" htmlFor={id}>
        {label}
      </label>
      {addon ? (
        <div className="si-compact">
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
      {error && (
        <div id={`${id}-error`} className="si-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/** A password field: the lock icon and the show/hide toggle. */
export function PasswordField<V extends Values>(props: Omit<FieldProps<V>, 'icon' | 'type' | 'addon'>) {
  return <Field {...props} icon={<LockOutlined />} type="password" />;
}

// Phone + SMS code with the 60 s resend button: the same two fields for SMS login and register.
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import { SmsCodeButton, type SmsCodeButtonProps } from './SmsCodeButton';

export function PhoneAndCode({ form, scene, onNotice }: SmsCodeButtonProps) {
  const { t } = useTranslation('host');
  return (
    <>
      <Field
        form={form}
        name="phone"
        label={t('login.phone')}
        icon={<MobileOutlined />}
        type="tel"
        maxLength={11}
        autoComplete="tel"
      />
      <Field
        form={form}
        name="smsCode"
        label={t('login.smsCode')}
        icon={<SafetyOutlined />}
        maxLength={8}
        autoComplete="one-time-code"
        addon={<SmsCodeButton form={form} scene={scene} onNotice={onNotice} />}
      />
    </>
  );
}

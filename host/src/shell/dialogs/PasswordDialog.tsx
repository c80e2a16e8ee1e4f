// Login-password dialog (spec §2, §5): change it when one is set, else set it. Whose credentials
// (spec §3 "Login-credential form: phone (read-only), oldPassword, newPassword and uid") are read
// fresh from GET /user/info when it opens: a phone a manager changed meanwhile shows as it is now.
import { checkEditPassword, useLanguage, userApi } from '@console/shared';
import { FormDialog } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMember } from '../member/useMember';

interface Values {
  oldPassword?: string;
  newPassword: string;
}

export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const lang = useLanguage();
  const { member, reload } = useMember();
  const isSet = member?.is_set_password === 1;
  const { data: me } = useQuery({
    queryKey: ['host', 'userInfo'],
    queryFn: async () => (await userApi.info()).data,
    enabled: open,
    staleTime: 0,
    retry: false,
  });

  // Wrong old password etc.: the request layer shows the server message and the dialog stays open.
  const save = async (v: Values) => {
    if (isSet) {
      const res = await userApi.savePwd({
        oldPassword: v.oldPassword,
        newPassword: v.newPassword,
        uid: me?.id ?? member?.id,
      });
      message.success(res.message || t('password.changed'));
    } else {
      const res = await userApi.setLoginPassword({ password: v.newPassword });
      if (res.code === 0) message.success(t('password.setDone'));
    }
  };

  return (
    <FormDialog<Values>
      open={open}
      title={isSet ? t('password.changeTitle') : t('password.setTitle')}
      okText={t('ok')}
      cancelText={t('cancel')}
      onSubmit={save}
      onSuccess={() => {
        onClose();
        void reload();
      }}
      onClose={onClose}
    >
      {isSet && (
        <>
          <Form.Item label={t('password.phone')} htmlFor="password-phone">
            <Input id="password-phone" readOnly disabled value={me?.phone ?? member?.phone} />
          </Form.Item>
          <Form.Item
            name="oldPassword"
            label={t('password.old')}
            rules={[{ required: true, message: t('password.oldRequired') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="newPassword"
        label={t('password.new')}
        rules={[
          { required: true, message: t('password.newRequired') },
          {
            // spec §5's edit-password check (upper, lower and digit, 8-16), the server's rule and
            // sentence too (@console/contract/passwords), in the console's language
            validator: (_r, v: string | undefined) => {
              const why = v ? checkEditPassword(v, lang) : undefined;
              return why ? Promise.reject(new Error(why)) : Promise.resolve();
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormDialog>
  );
}

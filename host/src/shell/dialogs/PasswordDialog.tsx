// Login-password dialog (spec §2, §5): change it when one is set, else set it.
import { userApi } from '@console/shared';
import { DraggableModal } from '@console/ui';
import { App, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMember } from '../member/useMember';

interface Values {
  phone?: string;
  oldPassword?: string;
  newPassword: string;
}

export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const { member, reload } = useMember();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const isSet = member?.is_set_password === 1;

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      if (isSet) {
        const res = await userApi.savePwd({ oldPassword: v.oldPassword, newPassword: v.newPassword, uid: member?.id });
        message.success(res.message || t('password.changed'));
      } else {
        const res = await userApi.setLoginPassword({ password: v.newPassword });
        if (res.code === 0) message.success(t('password.setDone'));
      }
      onClose();
      void reload();
    } catch {
      // wrong old password etc.: the request layer showed the server message
    } finally {
      setBusy(false);
    }
  };

  return (
    <DraggableModal
      open={open}
      title={isSet ? t('password.changeTitle') : t('password.setTitle')}
      okText={t('ok')}
      cancelText={t('cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ phone: member?.phone }}
        onFinish={(v) => void submit(v)}
        preserve={false}
      >
        {isSet && (
          <>
            <Form.Item name="phone" label={t('password.phone')}>
              <Input readOnly disabled />
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
          rules={[{ required: true, message: t('password.newRequired') }]}
        >
          <Input.Password autoComplete="new-password" onPressEnter={() => form.submit()} />
        </Form.Item>
      </Form>
    </DraggableModal>
  );
}

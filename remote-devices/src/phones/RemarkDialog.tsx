// Set a phone's remark (POST /phone/update, 0..200 characters; empty clears it).
import { DraggableModal } from '@console/ui';
import { Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneOps } from '../api/phoneOps';
import { DEVICES_NS } from '../i18n';

export const REMARK_MAX = 200;

export interface RemarkDialogProps {
  phone: { id: number; remark: string | null } | null;
  onClose: () => void;
  onSaved: () => void;
}

export function RemarkDialog({ phone, onClose, onSaved }: RemarkDialogProps) {
  const { t } = useTranslation(DEVICES_NS);
  const [form] = Form.useForm<{ remark: string }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (phone) form.setFieldsValue({ remark: phone.remark ?? '' });
  }, [phone, form]);

  const submit = async () => {
    if (!phone) return;
    const { remark } = await form.validateFields();
    setSaving(true);
    try {
      await phoneOps.setRemark(phone.id, (remark ?? '').trim());
      onSaved();
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <DraggableModal
      open={phone !== null}
      title={t('actions.remark')}
      onCancel={onClose}
      onOk={submit}
      okText={t('dialog.ok')}
      cancelText={t('dialog.cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="remark"
          label={t('columns.remark')}
          rules={[{ max: REMARK_MAX, message: t('dialog.remarkTooLong', { max: REMARK_MAX }) }]}
        >
          <Input.TextArea rows={3} showCount maxLength={REMARK_MAX} placeholder={t('dialog.remarkPlaceholder')} />
        </Form.Item>
      </Form>
    </DraggableModal>
  );
}

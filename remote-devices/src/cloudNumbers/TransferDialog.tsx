// Hand the selected numbers to another active member (POST /cloudNumber/transfer). The member
// already holding one of them cannot be chosen: 不能转移给自己 (spec §5), checked here and on the server.
import { DraggableModal } from '@console/ui';
import { Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICES_NS } from '../i18n';
import { type CloudNumber, cloudNumbers, type MemberOption } from './api';
import { isSelfTransfer } from './views';

export interface TransferDialogProps {
  /** The numbers to transfer; the dialog is open while this is non-empty. */
  numbers: CloudNumber[];
  onClose: () => void;
  onDone: () => void;
}

export function TransferDialog({ numbers, onClose, onDone }: TransferDialogProps) {
  const { t } = useTranslation(DEVICES_NS);
  const [form] = Form.useForm<{ to_user_id?: number }>();
  const [members, setMembers] = useState<MemberOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const open = numbers.length > 0;

  useEffect(() => {
    if (!open) return;
    let live = true;
    form.resetFields();
    setLoading(true);
    cloudNumbers.members()
      .then((list) => live && setMembers(list))
      .catch(() => live && setMembers([])) // shown by the request layer
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, form]);

  const submit = async () => {
    // the form shows what is wrong; nothing is sent
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const { to_user_id } = values;
    setSaving(true);
    try {
      await cloudNumbers.transfer(numbers.map((n) => n.id), to_user_id!);
      onDone();
    } catch {
      // shown by the request layer; keep the dialog open
    } finally {
      setSaving(false);
    }
  };

  const holders = numbers.map((n) => n.assigned_user_id);
  return (
    <DraggableModal
      open={open}
      title={t('cloudNumbers.transfer.title')}
      onCancel={onClose}
      onOk={submit}
      okText={t('cloudNumbers.ok')}
      cancelText={t('cloudNumbers.cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="to_user_id"
          label={t('cloudNumbers.transfer.member')}
          rules={[
            { required: true, message: t('cloudNumbers.transfer.memberRequired') },
            {
              validator: async (_, v?: number) => {
                if (v !== undefined && isSelfTransfer(holders, v)) throw new Error(t('cloudNumbers.transfer.notSelf'));
              },
            },
          ]}
        >
          <Select
            data-testid="transfer-member"
            loading={loading}
            showSearch
            optionFilterProp="label"
            placeholder={t('cloudNumbers.transfer.memberRequired')}
            options={members.map((m) => ({ value: m.id, label: m.name ? `${m.name}（${m.username}）` : m.username }))}
          />
        </Form.Item>
      </Form>
    </DraggableModal>
  );
}

// Set a phone's remark (POST /phone/update, 0..200 characters; empty clears it).
import { FormDialog } from '@console/ui';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { phoneOps } from '../api/phoneOps';
import { DEVICES_NS } from '../i18n';

export const REMARK_MAX = 200;

export interface RemarkDialogProps {
  phone: { id: number; remark: string | null } | null;
  onClose: () => void;
  /** After the save; the caller refreshes the phone list (the only place a remark shows). */
  onSaved: () => void;
}

export function RemarkDialog({ phone, onClose, onSaved }: RemarkDialogProps) {
  const { t } = useTranslation(DEVICES_NS);
  return (
    <FormDialog<{ remark?: string }>
      open={phone !== null}
      title={t('actions.remark')}
      initialValues={{ remark: phone?.remark ?? '' }}
      onSubmit={({ remark }) => phoneOps.setRemark(phone!.id, (remark ?? '').trim())}
      onSuccess={onSaved}
      onClose={onClose}
      okText={t('dialog.ok')}
      cancelText={t('dialog.cancel')}
    >
      <Form.Item
        name="remark"
        label={t('columns.remark')}
        rules={[{ max: REMARK_MAX, message: t('dialog.remarkTooLong', { max: REMARK_MAX }) }]}
      >
        <Input.TextArea rows={3} showCount maxLength={REMARK_MAX} placeholder={t('dialog.remarkPlaceholder')} />
      </Form.Item>
    </FormDialog>
  );
}

// Set a sub-account's remark (POST /account/updateRemark, 0..200 characters; empty clears it).
import { FormDialog } from '@console/ui';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { accounts, type SubAccount } from '../api/accounts';
import { ACCOUNTS_NS } from '../i18n';
import { REMARK_MAX } from './AccountFormDialog';

interface Props {
  row: SubAccount | null;
  onClose: () => void;
  onSaved: () => void;
}

export function RemarkDialog({ row, onClose, onSaved }: Props) {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <FormDialog<{ remark?: string }>
      open={row !== null}
      title={t('actions.remark')}
      initialValues={{ remark: row?.remark ?? '' }}
      onSubmit={({ remark }) => accounts.remark(row!.id, (remark ?? '').trim())}
      onSuccess={onSaved}
      onClose={onClose}
      okText={t('dialog.ok')}
      cancelText={t('dialog.cancel')}
    >
      <Form.Item
        name="remark"
        label={t('columns.remark')}
        rules={[{ max: REMARK_MAX, message: t('form.remarkTooLong', { max: REMARK_MAX }) }]}
      >
        <Input.TextArea rows={3} showCount maxLength={REMARK_MAX} />
      </Form.Item>
    </FormDialog>
  );
}

// Confirms one operation on the chosen phones and asks for its input (command, resolution or
// file), then runs it and hands the per-phone tasks on. A 450px draggable dialog (spec §2).
import { UploadOutlined } from '@ant-design/icons';
import { FormDialog } from '@console/ui';
import { Alert, Button, Form, Input, Select, Typography, Upload } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useJoinList } from '@console/shared';
import { type Task, uploadPhoneFile } from '../api/phoneOps';
import { DEVICES_NS } from '../i18n';
import { COMMAND_MAX, type Operation, runOperation } from './operations';
import { RESOLUTION_OPTIONS } from './resolutions';

export interface OperationDialogProps {
  /** null = closed. */
  op: Operation | null;
  phones: { id: number; phone_name: string }[];
  onClose: () => void;
  onDone: (tasks: Task[]) => void;
}

interface Values {
  command?: string;
  resolution?: string;
  file?: File;
}

/** A failed PUT to storage: the request layer did not show it, the dialog does. */
class UploadFailed extends Error {}

/** The chosen file is the field's value; it is uploaded on OK, through the signed URL. */
function FileField({
  value,
  onChange,
  label,
}: {
  value?: File;
  onChange?: (f: File | undefined) => void;
  label: string;
}) {
  return (
    <Upload
      maxCount={1}
      beforeUpload={(f) => {
        onChange?.(f);
        return false;
      }}
      onRemove={() => onChange?.(undefined)}
      fileList={value ? [{ uid: '1', name: value.name, status: 'done' }] : []}
    >
      <Button icon={<UploadOutlined />}>{label}</Button>
    </Upload>
  );
}

export function OperationDialog({ op, phones, onClose, onDone }: OperationDialogProps) {
  const { t } = useTranslation(DEVICES_NS);
  const join = useJoinList();
  const resolutionOptions = useMemo(
    () => RESOLUTION_OPTIONS.map((o) => ({ value: o.id, label: o.label ?? t('ops.followComputer') })),
    [t],
  );

  const submit = async (values: Values): Promise<Task[]> => {
    let fileId: number | undefined;
    if (op!.input === 'file' && values.file) {
      try {
        fileId = await uploadPhoneFile(values.file);
      } catch (e) {
        // the API errors were shown by the request layer; a failed PUT to storage was not
        if (!(e as { code?: number }).code) throw new UploadFailed(t('ops.uploadFailed'));
        throw e;
      }
    }
    return runOperation(
      op!.key,
      phones.map((p) => p.id),
      { command: values.command?.trim(), resolution: values.resolution, fileId },
    );
  };

  const label = op ? t(op.labelKey) : '';
  return (
    <FormDialog<Values, Task[]>
      open={op !== null}
      title={label}
      onSubmit={submit}
      onSuccess={onDone}
      onClose={onClose}
      okText={t('dialog.ok')}
      cancelText={t('dialog.cancel')}
      okDanger={op?.danger}
      describeError={(e) => (e instanceof UploadFailed ? e.message : null)}
      header={
        <>
          <Typography.Paragraph>
            {t('ops.confirmOn', { n: phones.length, op: label })}
            {phones.length <= 5 && t('ops.confirmNames', { names: join(phones.map((p) => p.phone_name)) })}
          </Typography.Paragraph>
          {op?.danger && <Alert type="error" showIcon title={t('ops.resetWarning')} style={{ marginBottom: 12 }} />}
        </>
      }
    >
      {op?.input === 'command' && (
        <Form.Item
          name="command"
          label={t('ops.command')}
          rules={[
            { required: true, whitespace: true, message: t('ops.commandRequired') },
            { max: COMMAND_MAX, message: t('ops.commandTooLong', { max: COMMAND_MAX }) },
          ]}
        >
          <Input.TextArea rows={4} placeholder={t('ops.commandPlaceholder')} />
        </Form.Item>
      )}
      {op?.input === 'resolution' && (
        <Form.Item
          name="resolution"
          label={t('ops.resolutionLabel')}
          rules={[{ required: true, message: t('ops.resolutionRequired') }]}
        >
          <Select
            options={resolutionOptions}
            placeholder={t('ops.resolutionRequired')}
            showSearch
            optionFilterProp="label"
          />
        </Form.Item>
      )}
      {op?.input === 'file' && (
        <Form.Item name="file" label={t('ops.file')} rules={[{ required: true, message: t('ops.fileRequired') }]}>
          <FileField label={t('ops.chooseFile')} />
        </Form.Item>
      )}
    </FormDialog>
  );
}

// Confirms one operation on the chosen phones and asks for its input (command, resolution or
// file), then runs it and hands the per-phone tasks on. A 450px draggable dialog (spec §2).
import { UploadOutlined } from '@ant-design/icons';
import { DraggableModal } from '@console/ui';
import { Alert, Button, Form, Input, Select, Typography, Upload } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
}

export function OperationDialog({ op, phones, onClose, onDone }: OperationDialogProps) {
  const { t } = useTranslation(DEVICES_NS);
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);
  const [running, setRunning] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (!op) return;
    form.resetFields();
    setFile(null);
    setFileMissing(false);
    setFailed(null);
  }, [op, form]);

  const resolutionOptions = useMemo(
    () => RESOLUTION_OPTIONS.map((o) => ({ value: o.id, label: o.label ?? t('ops.followComputer') })),
    [t],
  );

  const submit = async () => {
    if (!op) return;
    const values = await form.validateFields();
    if (op.input === 'file' && !file) {
      setFileMissing(true);
      return;
    }
    setRunning(true);
    setFailed(null);
    try {
      let fileId: number | undefined;
      if (op.input === 'file' && file) {
        try {
          fileId = await uploadPhoneFile(file);
        } catch (e) {
          // the API errors were shown by the request layer; a failed PUT to storage was not
          if (!(e as { code?: number }).code) setFailed(t('ops.uploadFailed'));
          return;
        }
      }
      const tasks = await runOperation(
        op.key,
        phones.map((p) => p.id),
        { command: values.command?.trim(), resolution: values.resolution, fileId },
      );
      onDone(tasks);
    } catch {
      // shown by the request layer; the dialog stays open to retry
    } finally {
      setRunning(false);
    }
  };

  const label = op ? t(op.labelKey) : '';
  return (
    <DraggableModal
      open={op !== null}
      title={label}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>,
        <Button key="ok" type="primary" danger={op?.danger} loading={running} onClick={submit}>
          {t('dialog.ok')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        {t('ops.confirmOn', { n: phones.length, op: label })}
        {phones.length <= 5 && `：${phones.map((p) => p.phone_name).join('、')}`}
      </Typography.Paragraph>
      {op?.danger && <Alert type="error" showIcon title={t('ops.resetWarning')} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical">
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
          <Form.Item name="resolution" label={t('ops.resolutionLabel')} rules={[{ required: true, message: t('ops.resolutionRequired') }]}>
            <Select options={resolutionOptions} placeholder={t('ops.resolutionRequired')} showSearch optionFilterProp="label" />
          </Form.Item>
        )}
        {op?.input === 'file' && (
          <Form.Item
            label={t('ops.file')}
            required
            validateStatus={fileMissing ? 'error' : undefined}
            help={fileMissing ? t('ops.fileRequired') : undefined}
          >
            <Upload
              maxCount={1}
              beforeUpload={(f) => {
                setFile(f);
                setFileMissing(false);
                return false; // uploaded on OK, through the signed URL
              }}
              onRemove={() => setFile(null)}
              fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
            >
              <Button icon={<UploadOutlined />}>{t('ops.chooseFile')}</Button>
            </Upload>
          </Form.Item>
        )}
      </Form>
      {failed && <Alert type="error" showIcon title={failed} />}
    </DraggableModal>
  );
}

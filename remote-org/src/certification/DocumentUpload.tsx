// One certification document as a form control: value = the uploaded file's id (and its name for
// display). Picks a file, checks type and size here first (the server checks again), uploads it
// with progress, and reports a failure in words next to the field.
import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORG_NS } from '../i18n';
import { documentProblem, uploadDocument } from './api';

export interface DocumentValue {
  file_id: number;
  name: string;
}

export function DocumentUpload({
  id,
  value,
  onChange,
  label,
}: {
  id?: string;
  value?: DocumentValue;
  onChange?: (v: DocumentValue | undefined) => void;
  label: string;
}) {
  const { t } = useTranslation(ORG_NS);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string>();

  const pick = async (file: File) => {
    setError(undefined);
    const problem = documentProblem(file);
    if (problem) {
      setError(t(`certification.upload.${problem}`));
      return;
    }
    setPercent(0);
    try {
      const fileId = await uploadDocument(file, setPercent);
      onChange?.({ file_id: fileId, name: file.name });
    } catch {
      setError(t('certification.upload.failed'));
    } finally {
      setPercent(null);
    }
  };

  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Upload
        accept=".jpg,.jpeg,.png,.pdf"
        showUploadList={false}
        beforeUpload={(file) => {
          void pick(file);
          return false;
        }}
      >
        <Button
          id={id}
          icon={<UploadOutlined />}
          disabled={percent !== null}
          aria-label={`${t('certification.upload.choose')} ${label}`}
        >
          {value ? t('certification.upload.replace') : t('certification.upload.choose')}
        </Button>
      </Upload>
      {percent !== null && <Progress percent={percent} size="small" aria-label={label} />}
      {value && (
        <Typography.Text type="success" data-testid="document-name">
          {value.name}
        </Typography.Text>
      )}
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Space>
  );
}

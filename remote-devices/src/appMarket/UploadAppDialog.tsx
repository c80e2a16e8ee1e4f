// "上传应用": choose an .apk → GET /common/uploadUrl → PUT the bytes to storage (with progress)
// → name, package name, version, description → POST /app/add.
import { UploadOutlined } from '@ant-design/icons';
import { FormDialog } from '@console/ui';
import { Alert, App, Button, Form, Input, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICES_NS } from '../i18n';
import { devicesKeys } from '../queryKeys';
import { putFile } from '../api/storage';
import { appMarket } from './api';
import { apkFileProblem, defaultAppName, formatSize, LIMITS, PACKAGE_NAME } from './rules';

interface Fields {
  name: string;
  package_name: string;
  version: string;
  description?: string;
}

type Chosen = { name: string; size: number; percent: number; fileId?: number; error?: string };

/** An added app is in the catalogue's lists at once (they are refreshed). */
export function UploadAppDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(DEVICES_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const [upload, setUpload] = useState<Chosen | null>(null);

  const start = async (file: File) => {
    const problem = apkFileProblem(file);
    if (problem) {
      setUpload({ name: file.name, size: file.size, percent: 0, error: t(`appMarket.${problem}`) });
      return;
    }
    setUpload({ name: file.name, size: file.size, percent: 0 });
    if (!form.getFieldValue('name')) form.setFieldsValue({ name: defaultAppName(file.name) });
    try {
      const ticket = await appMarket.uploadTicket(file);
      await putFile(ticket, file, (percent) => setUpload((u) => u && { ...u, percent }));
      setUpload({ name: file.name, size: file.size, percent: 100, fileId: ticket.file_id });
    } catch (e) {
      // a refused ticket was shown by the request layer; a failed PUT is shown here
      setUpload({
        name: file.name,
        size: file.size,
        percent: 0,
        error: t('appMarket.upload.failed', { reason: (e as Error).message }),
      });
    }
  };

  const add = async (v: Fields) => {
    // OK is disabled until the file is stored
    if (!upload?.fileId) throw new Error(t('appMarket.upload.choose'));
    return appMarket.add({ file_id: upload.fileId, ...v, description: v.description ?? '' });
  };

  const uploading = upload !== null && !upload.error && upload.fileId === undefined;
  const required = (key: string) => ({ required: true, whitespace: true, message: t(`appMarket.form.${key}Required`) });
  return (
    <FormDialog<Fields>
      open={open}
      title={t('appMarket.upload.title')}
      form={form}
      onSubmit={add}
      onSuccess={(_, v) => {
        void message.success(t('appMarket.upload.added', { name: v.name.trim() }));
        onClose();
      }}
      onClose={onClose}
      invalidate={[devicesKeys.apps, devicesKeys.installedApps]}
      okText={t('appMarket.upload.submit')}
      cancelText={t('appMarket.dialog.cancel')}
      okDisabled={!upload?.fileId}
      afterClose={() => setUpload(null)}
    >
      <Form.Item label={t('appMarket.upload.file')} required>
        <Upload
          accept=".apk"
          showUploadList={false}
          disabled={uploading}
          beforeUpload={(file) => {
            void start(file);
            return false; // we PUT it ourselves, to the signed URL
          }}
        >
          <Button icon={<UploadOutlined />} disabled={uploading}>
            {upload ? t('appMarket.upload.chooseAgain') : t('appMarket.upload.choose')}
          </Button>
        </Upload>
        {/* the theme's secondary grey: #888 on white read at 3.5:1 (axe color-contrast) */}
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('appMarket.upload.hint')}
        </Typography.Paragraph>
        {upload && (
          <div style={{ marginTop: 8 }} data-testid="apk-upload">
            <div>
              {upload.name} ({formatSize(upload.size)})
            </div>
            {upload.error ? (
              <Alert type="error" showIcon title={upload.error} style={{ marginTop: 4 }} />
            ) : (
              <Progress percent={upload.percent} status={upload.fileId ? 'success' : 'active'} size="small" />
            )}
          </div>
        )}
      </Form.Item>
      <Form.Item
        name="name"
        label={t('appMarket.form.name')}
        rules={[required('name'), { max: LIMITS.name, message: t('appMarket.form.nameTooLong') }]}
      >
        <Input maxLength={LIMITS.name} />
      </Form.Item>
      <Form.Item
        name="package_name"
        label={t('appMarket.form.packageName')}
        rules={[
          required('packageName'),
          { pattern: PACKAGE_NAME, max: LIMITS.packageName, message: t('appMarket.form.packageNameInvalid') },
        ]}
      >
        <Input maxLength={LIMITS.packageName} placeholder="com.example.app" />
      </Form.Item>
      <Form.Item
        name="version"
        label={t('appMarket.form.version')}
        rules={[required('version'), { max: LIMITS.version, message: t('appMarket.form.versionTooLong') }]}
      >
        <Input maxLength={LIMITS.version} placeholder="1.0.0" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('appMarket.form.description')}
        rules={[{ max: LIMITS.description, message: t('appMarket.form.descriptionTooLong') }]}
      >
        <Input.TextArea rows={3} maxLength={LIMITS.description} showCount />
      </Form.Item>
    </FormDialog>
  );
}

// Bulk import of own or local devices (one per line: `socks5://user:pass@host:port`,
// `protocol,host,port[,user,pass]` or `host:port[:user:pass]`, pasted or read from a CSV/text
// file). The server imports the good lines and reports every bad one by its line number.
import type { DeviceImportBody } from '@console/contract';
import { IP_DEVICE_MESSAGES } from '@console/contract/ipDeviceMessages';
import { useLocalized } from '@console/shared';
import { FormDialog } from '@console/ui';
import { Alert, Button, Form, Input, Radio, Select, Table } from 'antd';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeviceImportResult, ipDevices } from '../api/ipDevices';
import { NETWORK_NS } from '../i18n';
import { networkKeys } from '../queryKeys';
import { PROTOCOLS } from './rules';

export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NETWORK_NS);
  const say = useLocalized();
  const [form] = Form.useForm<DeviceImportBody>();
  const [result, setResult] = useState<DeviceImportResult | null>(null);
  const close = () => {
    setResult(null);
    onClose();
  };
  const readFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) void file.text().then((text) => form.setFieldsValue({ text }));
  };

  return (
    <FormDialog<DeviceImportBody, DeviceImportResult>
      open={open}
      form={form}
      width={600}
      title={t('devices.import.title')}
      initialValues={{ kind: 'own', region: '中国大陆', protocol: 'socks5', text: '' }}
      invalidate={[networkKeys.devices]}
      onClose={close}
      onSubmit={(v) => ipDevices.import(v)}
      onSuccess={(r) => setResult(r)}
      footer={
        result ? (
          <Button type="primary" onClick={close}>
            {t('devices.import.close')}
          </Button>
        ) : undefined
      }
      header={
        result && (
          <>
            <Alert
              type={result.errors.length ? 'warning' : 'success'}
              showIcon
              title={t('devices.import.result', { imported: result.imported, failed: result.errors.length })}
              style={{ marginBottom: 12 }}
            />
            {result.errors.length > 0 && (
              <Table
                size="small"
                rowKey="line"
                pagination={false}
                scroll={{ y: 240 }}
                dataSource={result.errors}
                columns={[
                  { key: 'line', dataIndex: 'line', title: t('devices.import.line'), width: 70 },
                  { key: 'text', dataIndex: 'text', title: t('devices.import.content'), ellipsis: true },
                  { key: 'message', dataIndex: 'message', title: t('devices.import.error') },
                ]}
              />
            )}
          </>
        )
      }
    >
      {!result && (
        <>
          <Form.Item name="kind" label={t('devices.fields.kind')}>
            <Radio.Group
              options={(['own', 'local'] as const).map((k) => ({ value: k, label: t(`devices.kinds.${k}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="region"
            label={t('devices.fields.region')}
            rules={[{ required: true, whitespace: true, message: say(IP_DEVICE_MESSAGES.regionRequired) }]}
          >
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="protocol" label={t('devices.import.defaultProtocol')}>
            <Select
              aria-label={t('devices.import.defaultProtocol')}
              options={PROTOCOLS.map((p) => ({ value: p, label: p.toUpperCase() }))}
            />
          </Form.Item>
          <Form.Item
            name="text"
            label={t('devices.import.lines')}
            extra={t('devices.import.formats')}
            rules={[{ required: true, whitespace: true, message: say(IP_DEVICE_MESSAGES.importEmpty) }]}
          >
            <Input.TextArea rows={8} spellCheck={false} />
          </Form.Item>
          <Form.Item label={t('devices.import.file')}>
            <input
              type="file"
              accept=".csv,.txt,text/plain,text/csv"
              aria-label={t('devices.import.file')}
              onChange={readFile}
            />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}

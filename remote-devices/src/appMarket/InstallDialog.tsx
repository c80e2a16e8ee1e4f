// "安装到云手机": pick visible phones (GET /phone/all), install, then show the result per phone.
import type { Task } from '../api/tasks';
import { DraggableModal } from '@console/ui';
import { Button, Form, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICES_NS } from '../i18n';
import { appMarket, type MarketApp, type PhoneOption } from './api';
import { TaskResultTable } from './TaskResultTable';

export function InstallDialog({ app, onClose }: { app: MarketApp | null; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation(DEVICES_NS);
  const [form] = Form.useForm<{ phone_ids: number[] }>();
  const [phones, setPhones] = useState<PhoneOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [tasks, setTasks] = useState<Task[] | null>(null);

  useEffect(() => {
    if (!app) return;
    let live = true;
    setTasks(null);
    setLoading(true);
    appMarket
      .phones()
      .then((list) => live && setPhones(list))
      .catch(() => live && setPhones([])) // shown by the request layer
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [app]);

  const submit = async () => {
    if (!app) return;
    const v = await form.validateFields().catch(() => null); // the form shows what is missing
    if (!v) return;
    setSaving(true);
    try {
      setTasks((await appMarket.install(app.id, v.phone_ids)).tasks);
    } catch {
      // shown by the request layer; keep the selection
    } finally {
      setSaving(false);
    }
  };

  const done = tasks !== null;
  return (
    <DraggableModal
      open={app !== null}
      title={t('appMarket.install.title', { name: app?.name ?? '' })}
      width={560}
      onCancel={() => onClose(done)}
      destroyOnHidden
      footer={
        done ? (
          <Button type="primary" onClick={() => onClose(true)}>
            {t('appMarket.dialog.close')}
          </Button>
        ) : (
          <Space>
            <Button onClick={() => onClose(false)}>{t('appMarket.dialog.cancel')}</Button>
            <Button type="primary" loading={saving} onClick={submit}>
              {t('appMarket.install.submit')}
            </Button>
          </Space>
        )
      }
    >
      {done ? (
        <TaskResultTable tasks={tasks} />
      ) : (
        <Form form={form} layout="vertical">
          <Form.Item
            name="phone_ids"
            label={t('appMarket.install.phones')}
            rules={[{ required: true, message: t('appMarket.install.phonesRequired') }]}
          >
            <Select
              mode="multiple"
              loading={loading}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('appMarket.install.phonesPlaceholder')}
              options={phones.map((p) => ({ value: p.id, label: p.phone_name }))}
              notFoundContent={loading ? undefined : t('appMarket.install.noPhones')}
              data-testid="install-phones"
            />
          </Form.Item>
          <Button
            size="small"
            disabled={!phones.length}
            onClick={() => form.setFieldsValue({ phone_ids: phones.map((p) => p.id) })}
          >
            {t('appMarket.install.selectAll', { n: phones.length })}
          </Button>
        </Form>
      )}
    </DraggableModal>
  );
}

// "安装到云手机": pick visible phones (GET /phone/all), install, then show the result per phone.
import { FormDialog } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../api/tasks';
import { DEVICES_NS } from '../i18n';
import { devicesKeys } from '../queryKeys';
import { appMarket, type MarketApp, type PhoneOption } from './api';
import { TaskResultTable } from './TaskResultTable';

interface InstallForm {
  phone_ids: number[];
}

/** `app` null = closed. An install changes the catalogue's counts: its lists are refreshed. */
export function InstallDialog({ app, onClose }: { app: MarketApp | null; onClose: () => void }) {
  const { t } = useTranslation(DEVICES_NS);
  const [form] = Form.useForm<InstallForm>();
  const [tasks, setTasks] = useState<Task[] | null>(null);
  // a failure was shown by the request layer and leaves nothing to pick
  const visible = useQuery({
    queryKey: devicesKeys.visiblePhones,
    queryFn: () => appMarket.phones(),
    enabled: app !== null,
  });
  const phones: PhoneOption[] = visible.data ?? [];
  const loading = visible.isFetching;

  return (
    <FormDialog<InstallForm, { tasks: Task[] }>
      open={app !== null}
      title={t('appMarket.install.title', { name: app?.name ?? '' })}
      width={560}
      form={form}
      onSubmit={(v) => appMarket.install(app!.id, v.phone_ids)}
      onSuccess={(result) => setTasks(result.tasks)}
      onClose={onClose}
      afterClose={() => setTasks(null)}
      invalidate={[devicesKeys.apps, devicesKeys.installedApps]}
      okText={t('appMarket.install.submit')}
      cancelText={t('appMarket.dialog.cancel')}
      footer={
        tasks ? (
          <Button type="primary" onClick={onClose}>
            {t('appMarket.dialog.close')}
          </Button>
        ) : undefined
      }
    >
      {tasks ? (
        <TaskResultTable tasks={tasks} />
      ) : (
        <>
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
        </>
      )}
    </FormDialog>
  );
}

// Binding a store to one of the enterprise's IP devices (the network area's list call, devices in
// use: not in the recycle bin, allocated); a bound store leaves 'awaiting device binding'.
import { FormDialog } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ipDeviceChoices, type Store, stores } from '../api/stores';
import { STORES_NS } from '../i18n';
import { storeKeys } from '../queryKeys';

interface Values {
  ip_device_id: number | null;
}

export function BindDeviceDialog({ store, onClose }: { store: Store | null; onClose: () => void }) {
  const { t } = useTranslation(STORES_NS);
  const devices = useQuery({ queryKey: storeKeys.devices, queryFn: ipDeviceChoices, enabled: store !== null });
  return (
    <FormDialog<Values>
      open={store !== null}
      title={t('bind.title', { name: store?.name ?? '' })}
      initialValues={{ ip_device_id: store?.ip_device?.id ?? null }}
      invalidate={[storeKeys.stores]}
      onClose={onClose}
      onSubmit={(v) => stores.bindDevice(store!.id, v.ip_device_id ?? null)}
    >
      <Form.Item name="ip_device_id" label={t('bind.device')} extra={t('bind.help')}>
        <Select
          aria-label={t('bind.device')}
          allowClear
          showSearch
          optionFilterProp="label"
          loading={devices.isLoading}
          placeholder={t('bind.none')}
          options={(devices.data ?? []).map((d) => ({
            value: d.id,
            label: `${d.address}:${d.port ?? ''} ${d.protocol.toUpperCase()} · ${d.region}`,
          }))}
        />
      </Form.Item>
    </FormDialog>
  );
}

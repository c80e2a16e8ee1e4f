// Device purchase, /agentIp/aggregateBuy3 (spec §2 quick links, §5 Purchase: platform, region,
// type, quantity, duration and the auto-renew choice are required) as GET /ipDevice/resource
// offers them; the rest is the checkout kit's (purchase/checkouts.ts). The IP provider allocates
// the devices after payment: the result says where they wait.
import { IP_DEVICE_MESSAGES } from '@console/contract/ipDeviceMessages';
import { useLocalized } from '@console/shared';
import { CheckoutPage } from '@console/ui';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceBuyQuery, DeviceOptions } from '../api/ipDevices';
import { NETWORK_NS } from '../i18n';
import { BuyFields } from '../purchase/BuyFields';
import { type DeviceBuyValues, useDeviceBuyCheckout, useDeviceOptions } from '../purchase/checkouts';
import { CheckoutState } from '../purchase/CheckoutState';

// the platform and the auto-renew choice are the buyer's to make
const INITIAL: DeviceBuyValues = { region: 'cn', ip_type: 'static', quantity: 1, duration: 'month:1' };

export function DeviceBuyPage() {
  const { t } = useTranslation(NETWORK_NS);
  const options = useDeviceOptions();
  if (!options.data)
    return (
      <CheckoutState title={t('buyDevice.title')} failed={options.isError} onRetry={() => void options.refetch()} />
    );
  return <DeviceBuyCheckout options={options.data} />;
}

function DeviceBuyCheckout({ options }: { options: DeviceOptions }) {
  const { t } = useTranslation(NETWORK_NS);
  const say = useLocalized();
  const definition = useDeviceBuyCheckout(options);
  return (
    <CheckoutPage<DeviceBuyValues, DeviceBuyQuery>
      definition={definition}
      title={t('buyDevice.title')}
      initialValues={INITIAL}
    >
      <Form.Item
        name="platform"
        label={t('purchase.platform')}
        rules={[{ required: true, message: say(IP_DEVICE_MESSAGES.platformRequired) }]}
      >
        <Select
          style={{ maxWidth: 240 }}
          options={options.platforms.map((p) => ({
            value: p.value,
            label: t(`platforms.${p.value}`, { defaultValue: p.label }),
          }))}
        />
      </Form.Item>
      <BuyFields
        options={options}
        typeField="ip_type"
        typeLabel={t('devices.fields.type')}
        typeName={(v) => t(`devices.ipTypes.${v}`)}
      />
    </CheckoutPage>
  );
}

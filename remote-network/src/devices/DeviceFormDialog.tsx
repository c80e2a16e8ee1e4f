// Adding an own or local device by hand, or editing one (spec §3 Device/IP fields, §5 rules). The
// password is never shown back: on edit an empty password keeps the stored one.
import type { DeviceAddBody } from '@console/contract';
import { IP_DEVICE_MESSAGES, MAX_DEVICE_TAGS } from '@console/contract/ipDeviceMessages';
import { useLocalized } from '@console/shared';
import { FormDialog } from '@console/ui';
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type IpDevice, ipDevices } from '../api/ipDevices';
import { NETWORK_NS } from '../i18n';
import { networkKeys } from '../queryKeys';
import { IP_TYPES, isAddress, PROTOCOLS } from './rules';

type Values = DeviceAddBody;

/** An edit sends the fields only (a device's kind never changes). */
function withoutKind(v: Values): Omit<Values, 'kind'> {
  const fields: Partial<Values> = { ...v };
  delete fields.kind;
  return fields as Omit<Values, 'kind'>;
}

/** `device` null = closed; 'new' = add. */
export function DeviceFormDialog({ device, onClose }: { device: IpDevice | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation(NETWORK_NS);
  const say = useLocalized();
  const editing = device !== null && device !== 'new' ? device : null;
  const f = (k: string) => t(`devices.fields.${k}`);
  const initial: Partial<Values> = editing
    ? {
        protocol: editing.protocol as Values['protocol'],
        address: editing.address,
        port: editing.port ?? undefined,
        username: editing.username,
        password: '',
        mapped_ip: editing.mapped_ip,
        encryption: editing.encryption,
        obfuscation: editing.obfuscation,
        obfuscation_param: editing.obfuscation_param,
        protocol_param: editing.protocol_param,
        region: editing.region,
        platform: editing.platform,
        ip_type: editing.ip_type as Values['ip_type'],
        is_remote: editing.is_remote,
        tags: editing.tags,
        remark: editing.remark,
      }
    : { kind: 'own', protocol: 'socks5', region: '中国大陆', ip_type: 'static', is_remote: 1, tags: [] };

  return (
    <FormDialog<Values>
      open={device !== null}
      title={t(editing ? 'devices.form.editTitle' : 'devices.form.addTitle')}
      width={560}
      initialValues={initial}
      invalidate={[networkKeys.devices]}
      onClose={onClose}
      onSubmit={(v) => (editing ? ipDevices.update({ ...withoutKind(v), id: editing.id }) : ipDevices.add(v))}
    >
      {!editing && (
        <Form.Item name="kind" label={f('kind')} rules={[{ required: true }]}>
          <Radio.Group
            options={(['own', 'local'] as const).map((k) => ({ value: k, label: t(`devices.kinds.${k}`) }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="protocol"
        label={f('protocol')}
        rules={[{ required: true, message: say(IP_DEVICE_MESSAGES.protocolRequired) }]}
      >
        <Select aria-label={f('protocol')} options={PROTOCOLS.map((p) => ({ value: p, label: p.toUpperCase() }))} />
      </Form.Item>
      <Form.Item
        name="address"
        label={f('address')}
        rules={[
          { required: true, whitespace: true, message: say(IP_DEVICE_MESSAGES.addressRequired) },
          {
            validator: (_, v: string | undefined) =>
              !v?.trim() || isAddress(v)
                ? Promise.resolve()
                : Promise.reject(new Error(say(IP_DEVICE_MESSAGES.address))),
          },
        ]}
      >
        <Input maxLength={253} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="port"
        label={f('port')}
        rules={[
          { required: true, message: say(IP_DEVICE_MESSAGES.portRequired) },
          { type: 'integer', min: 1, max: 65535, message: say(IP_DEVICE_MESSAGES.port) },
        ]}
      >
        <InputNumber precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="region"
        label={f('region')}
        rules={[{ required: true, whitespace: true, message: say(IP_DEVICE_MESSAGES.regionRequired) }]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="username" label={f('username')}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      {/* no show/hide toggle: its icon is below the 24 px target size (WCAG 2.5.8) */}
      <Form.Item
        name="password"
        label={f('password')}
        extra={editing?.has_password ? t('devices.form.passwordKept') : undefined}
      >
        <Input.Password maxLength={100} autoComplete="new-password" visibilityToggle={false} />
      </Form.Item>
      <Form.Item name="mapped_ip" label={f('mappedIp')}>
        <Input maxLength={45} />
      </Form.Item>
      <Form.Item name="encryption" label={f('encryption')}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="obfuscation" label={f('obfuscation')}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="obfuscation_param" label={f('obfuscationParam')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="protocol_param" label={f('protocolParam')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="platform" label={f('platform')}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="ip_type" label={f('type')}>
        <Select
          aria-label={f('type')}
          options={IP_TYPES.map((v) => ({ value: v, label: t(`devices.ipTypes.${v}`) }))}
        />
      </Form.Item>
      <Form.Item name="is_remote" label={f('remote')}>
        <Radio.Group
          options={[1, 0].map((v) => ({ value: v, label: t(v ? 'devices.remote' : 'devices.notRemote') }))}
        />
      </Form.Item>
      <Form.Item
        name="tags"
        label={f('tags')}
        rules={[{ type: 'array', max: MAX_DEVICE_TAGS, message: say(IP_DEVICE_MESSAGES.tags) }]}
      >
        <Select mode="tags" aria-label={f('tags')} tokenSeparators={[',', '，']} />
      </Form.Item>
      <Form.Item name="remark" label={f('remark')}>
        <Input maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
}

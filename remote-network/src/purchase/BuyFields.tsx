// The item fields a network card and an IP device purchase share (spec §5: every one required):
// region, type (with the server's monthly price in the chosen region), quantity, duration and
// auto-renewal, as the resource endpoint offers them.
import { IP_DEVICE_MESSAGES } from '@console/contract/ipDeviceMessages';
import { MAX_CARD_QUANTITY } from '@console/contract/limits';
import { NETWORK_ORDER_MESSAGES } from '@console/contract/networkOrderMessages';
import { formatFen, useLocalized } from '@console/shared';
import { DurationSelect } from '@console/ui';
import { Form, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CardOptions } from '../api/networkCards';
import { NETWORK_NS } from '../i18n';

const M = NETWORK_ORDER_MESSAGES;
/** The type is the one field whose sentence is its own kind's (the server's card or IP device type). */
const TYPE_REQUIRED = { card_type: M.typeRequired, ip_type: IP_DEVICE_MESSAGES.typeRequired } as const;

interface Props {
  options: Pick<CardOptions, 'regions' | 'types' | 'prices' | 'durations'>;
  typeField: 'card_type' | 'ip_type';
  typeLabel: string;
  typeName: (value: string) => string;
}

export function BuyFields({ options, typeField, typeLabel, typeName }: Props) {
  const { t } = useTranslation(NETWORK_NS);
  const say = useLocalized();
  const region = Form.useWatch<string | undefined>('region');
  const monthFen = (type: string) => options.prices.find((p) => p.region === region && p.type === type)?.month_fen;
  return (
    <>
      <Form.Item
        name="region"
        label={t('purchase.region')}
        rules={[{ required: true, message: say(M.regionRequired) }]}
      >
        <Radio.Group options={options.regions.map((r) => ({ value: r.value, label: t(`regions.${r.value}`) }))} />
      </Form.Item>
      <Form.Item
        name={typeField}
        label={typeLabel}
        rules={[{ required: true, message: say(TYPE_REQUIRED[typeField]) }]}
      >
        <Radio.Group
          options={options.types.map((ty) => {
            const fen = monthFen(ty.value);
            const price = fen === undefined ? '' : ` ${t('purchase.perMonth', { price: formatFen(fen) })}`;
            return { value: ty.value, label: `${typeName(ty.value)}${price}` };
          })}
        />
      </Form.Item>
      <Form.Item
        name="quantity"
        label={t('purchase.quantity')}
        rules={[
          { required: true, message: say(M.quantityRequired) },
          {
            type: 'integer',
            min: 1,
            max: MAX_CARD_QUANTITY,
            message: say(M.quantity),
          },
        ]}
      >
        <InputNumber precision={0} />
      </Form.Item>
      <Form.Item
        name="duration"
        label={t('purchase.duration')}
        rules={[{ required: true, message: say(M.durationRequired) }]}
      >
        <DurationSelect durations={options.durations} />
      </Form.Item>
      <Form.Item
        name="auto_renew"
        label={t('purchase.autoRenew')}
        rules={[{ required: true, message: say(M.autoRenewRequired) }]}
      >
        <Radio.Group options={[1, 0].map((v) => ({ value: v, label: t(v ? 'purchase.yes' : 'purchase.no') }))} />
      </Form.Item>
    </>
  );
}

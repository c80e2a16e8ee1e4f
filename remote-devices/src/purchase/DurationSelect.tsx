// Durations the server sells (spec §9: 1 day, 1–12 months), labelled in the current language.
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BuyOptions } from '../api/phoneOrders';
import { DEVICES_NS } from '../i18n';
import { durationKey } from './priceQuery';

interface Props {
  /** Set by Form.Item, so the field's <label for> names the select (axe 'label'). */
  id?: string;
  durations: BuyOptions['durations'];
  value?: string;
  onChange?: (key: string) => void;
  placeholder?: string;
}

export function DurationSelect({ id, durations, value, onChange, placeholder }: Props) {
  const { t } = useTranslation(DEVICES_NS);
  return (
    <Select<string>
      id={id}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      style={{ maxWidth: 240 }}
      data-testid="duration-select"
      options={durations.map((d) => ({
        value: durationKey(d),
        label: t(d.unit === 'day' ? 'purchase.durationDay' : 'purchase.durationMonth', { count: d.value }),
      }))}
    />
  );
}

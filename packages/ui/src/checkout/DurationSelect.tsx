// The durations a checkout sells, labelled in the console's language.
import { Select } from 'antd';
import { durationKey, parseDurationKey, type Duration } from './duration';
import { useCheckoutText } from './i18n';

interface Props {
  /** Set by Form.Item, so the field's <label for> names the select (axe 'label'). */
  id?: string;
  durations: readonly Duration[];
  value?: string;
  onChange?: (key: string) => void;
}

/** '3个月' / '3 months'. */
export function useDurationLabel(): (d: Duration) => string {
  const t = useCheckoutText();
  return (d) =>
    t(`${d.unit === 'day' ? 'durationDay' : 'durationMonth'}_${d.value === 1 ? 'one' : 'other'}`, { count: d.value });
}

/** A duration select's value ('month:3') as people read it; undefined for none. */
export function useDurationKeyLabel(): (key: string | undefined) => string | undefined {
  const label = useDurationLabel();
  return (key) => {
    const d = parseDurationKey(key);
    return d ? label({ unit: d.duration_unit, value: d.duration }) : undefined;
  };
}

export function DurationSelect({ id, durations, value, onChange }: Props) {
  const t = useCheckoutText();
  const label = useDurationLabel();
  return (
    <Select<string>
      id={id}
      value={value}
      onChange={onChange}
      placeholder={t('durationPlaceholder')}
      style={{ maxWidth: 240 }}
      data-testid="duration-select"
      options={durations.map((d) => ({ value: durationKey(d), label: label(d) }))}
    />
  );
}
